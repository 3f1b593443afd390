import { Button } from '@mantine/core';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { RevisionsButton } from '../../components/revisions/Revisions.js';
import { blogType } from '../../../contract/content/blog.js';
import { publicPaths } from '../../../contract/preview.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { savedMessage } from '../../content/publishing.js';
import { AutosaveNotice, textFieldsOf } from '../../content/autosave.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { adminRoutes } from '../../routes.js';
import { posterOf } from '../../videoPoster.js';
import { BlogForm } from './BlogForm.js';
import { BackToBlogs, LoadState, useBlog, useUploadProgress } from './blogParts.js';
import { blogFieldErrors, blogToFormValues, updateBlogFormData, type BlogFormValues } from './blogFormData.js';

/** /admin/edit-blog/{id}: icon and section images are replaced only when a new file is chosen. */
export function EditBlogScreen() {
  const { api } = useAdminServices();
  const { id = '' } = useParams();
  const zone = useSiteTimeZone();
  const upload = useUploadProgress();
  const { blog, setBlog, error, retry } = useBlog(id);
  const initialValues = useMemo(() => (blog ? blogToFormValues(blog) : null), [blog]);

  const submit = async (values: BlogFormValues) => {
    upload.start();
    try {
      const { data: saved } = await api.blogs.update(id, updateBlogFormData(values, await posterOf(values.iconImage)), { onUploadProgress: upload.report });
      upload.stop();
      // The editor stays open on what was saved, and says what the save did.
      showSuccess(savedMessage(saved, zone, blog?.status));
      setBlog(saved);
    } catch (err) {
      upload.stop();
      console.error('update blog', err);
      showError('Failed to update blog. See console for details.');
      return blogFieldErrors(err);
    }
  };

  return (
    <>
      <PageHeader title="Edit Blog">
        {blog && (
          <Button component={Link} to={adminRoutes.viewBlog(id)} variant="default" leftSection={<Eye size={16} aria-hidden />}>
            View
          </Button>
        )}
        {blog && <RevisionsButton itemId={id} type={blogType} source={api.blogs} onRestored={(answer) => setBlog(answer.data)} />}
        {blog && <ViewOnSite path={publicPaths.blog(blog.slug)}>View on site</ViewOnSite>}
        <BackToBlogs />
      </PageHeader>
      {blog && <AutosaveNotice itemId={id} updatedAt={blog.updatedAt} source={api.blogs} onRestored={(answer) => setBlog(answer.data)} zone={zone} />}
      {blog && initialValues ? (
        <BlogForm
          // A new record (or a restored revision) is a new form: its values are read once, when it mounts.
          key={`${blog._id}:${blog.updatedAt}`}
          mode="edit"
          initialValues={initialValues}
          currentIcon={blog.iconImage}
          mediaUrl={(p) => api.mediaUrl(p)}
          submitLabel="Update Blog"
          busyLabel="Updating..."
          uploadProgress={upload.progress}
          onSubmit={submit}
          autosave={(values) => api.blogs.autosave(id, textFieldsOf(updateBlogFormData(values)))}
        />
      ) : (
        <LoadState error={error} onRetry={retry} />
      )}
    </>
  );
}
