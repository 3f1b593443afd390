import { Alert, Badge, Box, Button, Center, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ArrowLeft, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/errors.js';
import type { BlogCategory } from '../../../contract/constants.js';
import type { BlogDto } from '../../../contract/types.js';
import { DataTable } from '../../components/DataTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { confirmDanger, errorMessage, showError, showSuccess } from '../../notify.js';
import { BlogForm } from './BlogForm.js';
import {
  BLOG_CATEGORY_LABELS,
  blogFieldErrors,
  blogToFormValues,
  createBlogFormData,
  updateBlogFormData,
  type BlogFormValues,
} from './blogFormData.js';

const CATEGORY_COLORS: Record<BlogCategory, string> = { backOffice: 'teal', digitalMarketing: 'grape', others: 'gray' };

function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <Badge variant="light" color={CATEGORY_COLORS[category]} miw="max-content">
      {BLOG_CATEGORY_LABELS[category]}
    </Badge>
  );
}

function BackToBlogs() {
  return (
    <Button component={Link} to="/admin/blogs" variant="default" leftSection={<ArrowLeft size={16} aria-hidden />}>
      All Blogs
    </Button>
  );
}

/** Upload progress as a percentage, for the form's progress bar. */
function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return { progress, start: () => setProgress(0), report: (fraction: number) => setProgress(fraction), stop: () => setProgress(null) };
}

/** /admin/blogs: Title, Author, Category, Actions; empty text "No blogs found". */
export function BlogListScreen() {
  const { api } = useAdminServices();
  const { data, reload } = useLoad(async () => (await api.blogs.list()).data, 'Failed to load blogs.');

  const remove = async (blog: BlogDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this blog?'))) return;
    try {
      await api.blogs.remove(blog._id);
      showSuccess('Blog deleted');
      await reload();
    } catch (err) {
      console.error('delete blog', err);
      showError(errorMessage(err, 'Failed to delete blog.'));
    }
  };

  return (
    <>
      <PageHeader title="All Blogs">
        <Button component={Link} to="/admin/create-blog" leftSection={<Plus size={16} aria-hidden />}>
          Create Blog
        </Button>
      </PageHeader>
      <DataTable
        label="Blogs"
        rows={data}
        rowKey={(b) => b._id}
        emptyText="No blogs found"
        searchPlaceholder="Search by title, author or category"
        columns={[
          {
            key: 'title',
            header: 'Title',
            render: (b) => (
              <Box maw={460}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {b.title}
                </Text>
                <Text c="dimmed" size="xs" lineClamp={1}>
                  {b.heading}
                </Text>
              </Box>
            ),
            searchText: (b) => `${b.title} ${b.heading}`,
          },
          { key: 'author', header: 'Author', render: (b) => b.author, searchText: (b) => b.author },
          { key: 'category', header: 'Category', render: (b) => <CategoryBadge category={b.category} />, searchText: (b) => BLOG_CATEGORY_LABELS[b.category] },
          {
            key: 'actions',
            header: 'Actions',
            render: (b) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" miw="max-content" variant="default" component={Link} to={`/admin/blog/${b._id}`} leftSection={<Eye size={14} aria-hidden />} aria-label={`View ${b.title}`}>
                  View
                </Button>
                <Button size="xs" miw="max-content" variant="light" component={Link} to={`/admin/edit-blog/${b._id}`} leftSection={<Pencil size={14} aria-hidden />} aria-label={`Edit ${b.title}`}>
                  Edit
                </Button>
                <Button size="xs" miw="max-content" variant="light" color="red" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => remove(b)} aria-label={`Delete ${b.title}`}>
                  Delete
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}

/** /admin/create-blog: every field, a video icon and one image per section are required. */
export function CreateBlogScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const upload = useUploadProgress();

  const submit = async (values: BlogFormValues) => {
    upload.start();
    try {
      await api.blogs.create(createBlogFormData(values), { onUploadProgress: upload.report });
      showSuccess('Blog created successfully!');
      navigate('/admin/blogs');
    } catch (err) {
      upload.stop();
      // Spec §8 points the admin to the console for the details.
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

/** Loads one blog for the edit and view screens; a failure is logged (spec §8) and shown in place. */
function useBlog(id: string) {
  const { api } = useAdminServices();
  const [blog, setBlog] = useState<BlogDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setBlog(null);
    setError(null);
    api.blogs.get(id).then(
      ({ data }) => live && setBlog(data),
      (err: unknown) => {
        console.error('load blog', err);
        if (live) setError(err instanceof ApiError && err.status === 404 ? 'Blog not found.' : errorMessage(err, 'Failed to load the blog.'));
      },
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  return { blog, error };
}

function LoadState({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert" maw={560}>
      {error}
    </Alert>
  ) : (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** /admin/edit-blog/{id}: icon and section images are replaced only when a new file is chosen. */
export function EditBlogScreen() {
  const { api } = useAdminServices();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const { blog, error } = useBlog(id);
  const initialValues = useMemo(() => (blog ? blogToFormValues(blog) : null), [blog]);

  const submit = async (values: BlogFormValues) => {
    upload.start();
    try {
      await api.blogs.update(id, updateBlogFormData(values), { onUploadProgress: upload.report });
      showSuccess('Blog updated successfully!');
      navigate('/admin/blogs');
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
          <Button component={Link} to={`/admin/blog/${id}`} variant="default" leftSection={<Eye size={16} aria-hidden />}>
            View
          </Button>
        )}
        <BackToBlogs />
      </PageHeader>
      {blog && initialValues ? (
        <BlogForm
          mode="edit"
          initialValues={initialValues}
          currentIcon={blog.iconImage}
          mediaUrl={(p) => api.mediaUrl(p)}
          submitLabel="Update Blog"
          busyLabel="Updating..."
          uploadProgress={upload.progress}
          onSubmit={submit}
        />
      ) : (
        <LoadState error={error} />
      )}
    </>
  );
}

function SectionImage({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} alt={alt} radius="md" mah={260} fit="cover" />;
}

function SectionText({ index, heading, description }: { index: number; heading: string; description: string }) {
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        Section {index + 1}
      </Text>
      <Title order={3} size="h4">
        {heading}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
    </Stack>
  );
}

/** /admin/blog/{id}: the blog as stored, with its video icon and sections. */
export function BlogViewScreen() {
  const { api } = useAdminServices();
  const { id = '' } = useParams();
  const { blog, error } = useBlog(id);

  return (
    <>
      <PageHeader title={blog?.title ?? 'Blog'}>
        {blog && (
          <Button component={Link} to={`/admin/edit-blog/${blog._id}`} leftSection={<Pencil size={16} aria-hidden />}>
            Edit
          </Button>
        )}
        <BackToBlogs />
      </PageHeader>
      {!blog ? (
        <LoadState error={error} />
      ) : (
        <Stack maw={960} gap="lg">
          <Paper withBorder p="lg">
            <Group align="flex-start" gap="xl" wrap="wrap">
              <Box
                component="video"
                src={api.mediaUrl(blog.iconImage)}
                muted
                loop
                autoPlay
                playsInline
                controls
                aria-label="Icon video"
                w={280}
                h={158}
                bg="dark.8"
                style={{ borderRadius: 'var(--mantine-radius-md)', objectFit: 'cover', display: 'block' }}
              />
              <Stack gap={6} style={{ flex: 1, minWidth: 260 }}>
                <Title order={2} size="h3">
                  {blog.heading}
                </Title>
                <Group gap="sm">
                  <Text size="sm" c="dimmed">
                    By <Text span fw={600} c="dark">{blog.author}</Text>
                  </Text>
                  <CategoryBadge category={blog.category} />
                </Group>
                <Text size="xs" c="dimmed">
                  Last updated {new Date(blog.updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </Stack>
            </Group>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="lg" mb={4}>
              Description
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{blog.description}</Text>
          </Paper>
          <Title order={2} size="h4">
            Content sections
          </Title>
          {blog.content.length === 0 && <Text c="dimmed">This blog has no content sections.</Text>}
          {blog.content.map((section, i) => (
            <Paper key={`${i}-${section.image}`} withBorder p="lg" component="section" aria-label={section.heading}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {/* Same alternation as the public page (spec §2.5): image left on even sections, right on odd. */}
                {i % 2 === 0 ? (
                  <>
                    <SectionImage src={api.mediaUrl(section.image)} alt={section.heading} />
                    <SectionText index={i} heading={section.heading} description={section.description} />
                  </>
                ) : (
                  <>
                    <SectionText index={i} heading={section.heading} description={section.description} />
                    <SectionImage src={api.mediaUrl(section.image)} alt={section.heading} />
                  </>
                )}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
