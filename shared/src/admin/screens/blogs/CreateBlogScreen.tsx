import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { savedMessage } from '../../content/publishing.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { adminRoutes } from '../../routes.js';
import { posterOf } from '../../videoPoster.js';
import { BlogForm } from './BlogForm.js';
import { BackToBlogs, useUploadProgress } from './blogParts.js';
import { blogFieldErrors, createBlogFormData, type BlogFormValues } from './blogFormData.js';

/** /admin/create-blog: every field, a video icon and one image per section are required. */
export function CreateBlogScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const zone = useSiteTimeZone();
  const upload = useUploadProgress();

  const submit = async (values: BlogFormValues) => {
    upload.start();
    try {
      const { data: blog } = await api.blogs.create(createBlogFormData(values, await posterOf(values.iconImage)), { onUploadProgress: upload.report });
      // On to the new blog's editor (its address now names it), saying what the save did.
      showSuccess(savedMessage(blog, zone));
      void navigate(adminRoutes.editBlog(blog._id), { replace: true });
    } catch (err) {
      upload.stop();
      // The message points the admin to the console, where the details are logged.
      console.error('create blog', err);
      showError('Failed to create blog. See console for details.');
      return blogFieldErrors(err);
    }
  };

  return (
    <>
      <PageHeader title="Create Blog">
        <BackToBlogs />
      </PageHeader>
      <BlogForm mode="create" mediaUrl={(p) => api.mediaUrl(p)} submitLabel="Create Blog" busyLabel="Creating..." uploadProgress={upload.progress} onSubmit={submit} />
    </>
  );
}
