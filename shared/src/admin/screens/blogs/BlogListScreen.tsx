import { Box, Button, Group, Select, Text } from '@mantine/core';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { BLOG_CATEGORIES, SEARCH_COUNT_CAP, type BlogCategory } from '../../../contract/constants.js';
import type { BlogDto } from '../../../contract/types.js';
import type { AdminBlogSort } from '../../../contract/schemas.js';
import { BulkBar, deleteAction } from '../../components/BulkBar.js';
import { dateColumn, statusColumn } from '../../components/DateCell.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { PagedTable } from '../../components/PagedTable.js';
import { declaredColumns } from '../../content/values.js';
import { blogType } from '../../../contract/content/blog.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { publicPaths } from '../../../contract/preview.js';
import { useAdminServices } from '../../context.js';
import { usePagedList } from '../../usePagedList.js';
import { useRowSelection } from '../../useRowSelection.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { CategoryBadge } from './blogParts.js';
import { BLOG_CATEGORY_LABELS } from './blogFormData.js';

const SORTS: Array<{ value: AdminBlogSort; label: string }> = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
];

/**
 * /admin/blogs: Title, Author, Category, Date, Actions; empty text "No blogs found"; Delete for the
 * checked rows (bulk bar). The server pages, searches (title, heading, author), filters by category
 * and sorts (newest first unless asked otherwise).
 */
export function BlogListScreen() {
  const { api } = useAdminServices();
  const zone = useSiteTimeZone();
  const { data, error, reload, filters, setFilters, setPage } = usePagedList(
    (q) => api.blogs.adminList(q),
    { keyword: '', category: undefined as BlogCategory | undefined, sort: undefined as AdminBlogSort | undefined },
    'Failed to load blogs.',
  );
  const selection = useRowSelection(useMemo(() => data?.data.map((b) => b._id) ?? [], [data]));

  const remove = async (blog: BlogDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this blog?'))) return;
    try {
      await api.blogs.remove(blog._id);
      showSuccess('Blog deleted');
      await reload();
    } catch (err) {
      console.error('delete blog', err);
      showError(messageFor(err, 'Failed to delete blog.'));
    }
  };

  return (
    <>
      <PageHeader title="All Blogs">
        <Button component={Link} to={adminRoutes.createBlog} leftSection={<Plus size={16} aria-hidden />}>
          Create Blog
        </Button>
      </PageHeader>
      <BulkBar
        selection={selection}
        noun={['blog', 'blogs']}
        onDone={() => void reload()}
        actions={[deleteAction((what) => `Delete ${what} with their sections and images? This cannot be undone.`, (ids) => api.blogs.bulk({ action: 'delete', ids }))]}
      />
      {error && data === null ? (
        <LoadError title="Blogs could not be loaded" message={error} onRetry={() => void reload()} />
      ) : (
        <PagedTable
          label="Blogs"
          page={data}
          onPageChange={setPage}
          rowKey={(b) => b._id}
          emptyText="No blogs found"
          search={{ placeholder: 'Search by title, heading or author', onSearch: (keyword) => setFilters({ keyword }) , countCap: SEARCH_COUNT_CAP }}
          controls={
            <>
              <Select
                aria-label="Category"
                w={220}
                allowDeselect={false}
                value={filters.category ?? ''}
                onChange={(value) => setFilters({ category: (value || undefined) as BlogCategory | undefined })}
                data={[{ value: '', label: 'All categories' }, ...BLOG_CATEGORIES.map((c) => ({ value: c, label: BLOG_CATEGORY_LABELS[c] }))]}
              />
              <Select
                aria-label="Sort blogs"
                w={180}
                allowDeselect={false}
                value={filters.sort ?? ''}
                onChange={(value) => setFilters({ sort: (value || undefined) as AdminBlogSort | undefined })}
                data={[{ value: '', label: filters.keyword ? 'Best match' : 'Newest first' }, ...SORTS]}
              />
            </>
          }
          selection={{ state: selection, name: (b) => b.title }}
          columns={[
            ...declaredColumns<BlogDto>(blogType, {
              title: {
                render: (b) => (
                  <Box maw={460}>
                    <Text fw={600} size="sm">
                      {b.title}
                    </Text>
                    <Text c="dimmed" size="xs" lineClamp={1}>
                      {b.heading}
                    </Text>
                  </Box>
                ),
              },
              category: { render: (b) => <CategoryBadge category={b.category} /> },
            }),
            statusColumn<BlogDto>(zone),
            dateColumn<BlogDto>((b) => b.createdAt),
            {
              key: 'actions',
              header: 'Actions',
              render: (b) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" miw="max-content" variant="default" component={Link} to={adminRoutes.viewBlog(b._id)} leftSection={<Eye size={14} aria-hidden />} aria-label={`View ${b.title}`}>
                    View
                  </Button>
                  <Button size="xs" miw="max-content" variant="light" component={Link} to={adminRoutes.editBlog(b._id)} leftSection={<Pencil size={14} aria-hidden />} aria-label={`Edit ${b.title}`}>
                    Edit
                  </Button>
                  <ViewOnSite size="xs" miw="max-content" path={publicPaths.blog(b.slug)} label={`View on site: ${b.title}`}>
                    View on site
                  </ViewOnSite>
                  <Button size="xs" miw="max-content" variant="light" color="red" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => void remove(b)} aria-label={`Delete ${b.title}`}>
                    Delete
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
