import { Anchor, Badge, Box, Button, Group, Rating, SegmentedControl, Select, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Check, Pencil, Save, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { fieldErrors } from '../../../api/errors.js';
import { REVIEW_STATUSES, SEARCH_COUNT_CAP, type ReviewStatus } from '../../../contract/constants.js';
import { formatCount } from '../../../contract/format.js';
import type { AdminReviewDto } from '../../../contract/types.js';
import type { AdminReviewSort, ReviewBulkAction, ReviewSubject } from '../../../contract/schemas.js';
import { BulkBar, deleteAction, type BulkAction } from '../../components/BulkBar.js';
import { dateColumn } from '../../components/DateCell.js';
import { PagedTable } from '../../components/PagedTable.js';
import { NARROW_QUERY } from '../../components/TableRows.js';
import { declaredColumns } from '../../content/values.js';
import { reviewType } from '../../../contract/content/review.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { usePagedList } from '../../usePagedList.js';
import { useRowSelection } from '../../useRowSelection.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';

const STATUS_COLORS: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

type Filter = ReviewStatus | 'all';

const SORTS: Array<{ value: AdminReviewSort; label: string }> = [
  { value: 'pendingFirst', label: 'Pending first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Which reviews are listed: the company's, any product's, or (added once chosen in the Product column) one product's. */
const SUBJECTS: Array<{ value: string; label: string }> = [
  { value: 'all', label: 'All reviews' },
  { value: 'site', label: 'Site reviews' },
  { value: 'products', label: 'Product reviews' },
];

/** The row being edited: feedback and rating as typed (the rating is typed as free text). */
interface Draft {
  id: string;
  feedback: string;
  rating: string;
  errors: { feedback?: string; rating?: string };
  saving: boolean;
}

/**
 * /admin/review "Manage Client Reviews": approve or reject from any status, inline edit with Save
 * and Cancel, delete with confirmation; empty text "No reviews available.". The server pages,
 * filters by status, searches and sorts (pending reviews first by default, then newest first), and
 * counts each status. Checked reviews are approved, rejected or deleted at once (bulk bar). A
 * review of a product names it (Product column: pressing the name lists only that product's
 * reviews); the "Reviews of" filter lists the site's reviews, the products', or all.
 */
export function ReviewsScreen() {
  const { api } = useAdminServices();
  const { data, error, reload, filters, setFilters, setPage } = usePagedList(
    (q) => api.reviews.adminList(q),
    { keyword: '', status: undefined as ReviewStatus | undefined, sort: undefined as AdminReviewSort | undefined, about: undefined as ReviewSubject | undefined },
    'Failed to load reviews.',
  );
  const filter: Filter = filters.status ?? 'all';
  const setFilter = (value: Filter) => setFilters({ status: value === 'all' ? undefined : value });
  const [draft, setDraft] = useState<Draft | null>(null);
  // The product whose reviews are listed alone (chosen in the Product column), for the filter's label.
  const [shownProduct, setShownProduct] = useState<{ _id: string; name: string } | null>(null);
  const subjects = filters.about && filters.about === shownProduct?._id ? [...SUBJECTS, { value: shownProduct._id, label: `Reviews of ${shownProduct.name}` }] : SUBJECTS;
  const [busyId, setBusyId] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const selection = useRowSelection(useMemo(() => data?.data.map((r) => r._id) ?? [], [data]));
  const bulk = (action: ReviewBulkAction, label: string, done: string, more: Partial<BulkAction>): BulkAction => ({
    label,
    done,
    run: (ids) => api.reviews.bulk({ action, ids }),
    ...more,
  });

  const count = (status: ReviewStatus) => data?.counts[status] ?? 0;
  // A search's counts stop at the cap ("1,000+"), and so does its total.
  const cap = filters.keyword ? SEARCH_COUNT_CAP : undefined;
  const all = Math.min(REVIEW_STATUSES.reduce((sum, s) => sum + count(s), 0), cap ?? Number.POSITIVE_INFINITY);

  const setStatus = async (review: AdminReviewDto, status: 'approved' | 'rejected') => {
    setBusyId(review._id);
    try {
      await api.reviews.setStatus(review._id, status);
      showSuccess(status === 'approved' ? `Review by ${review.name} approved` : `Review by ${review.name} rejected`);
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to change the review status.'));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (review: AdminReviewDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this review?'))) return;
    setBusyId(review._id);
    try {
      await api.reviews.remove(review._id);
      showSuccess('Review deleted');
      if (draft?.id === review._id) setDraft(null);
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to delete the review.'));
    } finally {
      setBusyId(null);
    }
  };

  const edit = (review: AdminReviewDto) => setDraft({ id: review._id, feedback: review.feedback, rating: String(review.rating), errors: {}, saving: false });

  const save = async () => {
    if (!draft) return;
    setDraft({ ...draft, saving: true, errors: {} });
    try {
      // Sent as typed; the server refuses a rating outside 0.5..5 with a 400 naming the field.
      await api.reviews.update(draft.id, { feedback: draft.feedback, rating: draft.rating });
      setDraft(null);
      showSuccess('Review updated');
      await reload();
    } catch (err) {
      const fields = fieldErrors(err);
      const errors = { feedback: fields.feedback, rating: fields.rating };
      setDraft((d) => d && { ...d, saving: false, errors });
      if (!errors.feedback && !errors.rating) showError(messageFor(err, 'Failed to update the review.'));
    }
  };

  const change = (patch: Partial<Pick<Draft, 'feedback' | 'rating'>>) => setDraft((d) => d && { ...d, ...patch });

  return (
    <>
      <PageHeader title="Manage Client Reviews" />
      <SegmentedControl
        mb="md"
        // Four counted tabs do not fit a phone's width side by side: there they stand one under another.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        aria-label="Filter by status"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={[{ value: 'all', label: `All (${formatCount(all, cap)})` }, ...REVIEW_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABELS[s]} (${formatCount(count(s), cap)})` }))]}
      />
      <BulkBar
        selection={selection}
        noun={['review', 'reviews']}
        onDone={() => {
          setDraft(null);
          void reload();
        }}
        actions={[
          bulk('approve', 'Approve', 'Approved', { color: 'green', icon: <Check size={14} aria-hidden /> }),
          bulk('reject', 'Reject', 'Rejected', { color: 'orange', icon: <X size={14} aria-hidden /> }),
          deleteAction((what) => `Delete ${what}? This cannot be undone.`, (ids) => api.reviews.bulk({ action: 'delete', ids })),
        ]}
      />
      {error && data === null ? (
        <LoadError title="Reviews could not be loaded" message={error} onRetry={() => void reload()} />
      ) : (
        <PagedTable
          label="Reviews"
          page={data}
          onPageChange={setPage}
          rowKey={(r) => r._id}
          emptyText={filter === 'all' ? 'No reviews available.' : `No ${STATUS_LABELS[filter].toLowerCase()} reviews.`}
          search={{ placeholder: 'Search by name or feedback', onSearch: (keyword) => setFilters({ keyword }), countCap: SEARCH_COUNT_CAP }}
          controls={
            <Group gap="xs">
              <Select
                aria-label="Reviews of"
                w={220}
                allowDeselect={false}
                value={filters.about ?? 'all'}
                onChange={(value) => setFilters({ about: !value || value === 'all' ? undefined : value })}
                data={subjects}
              />
              <Select
                aria-label="Sort reviews"
                w={180}
                allowDeselect={false}
                value={filters.sort ?? 'pendingFirst'}
                onChange={(value) => value && setFilters({ sort: value as AdminReviewSort })}
                data={SORTS}
              />
            </Group>
          }
          selection={{ state: selection, name: (r) => `review by ${r.name}` }}
          columns={[
            ...declaredColumns<AdminReviewDto>(reviewType, {
              name: {
                render: (r) => (
                  <Text fw={600} size="sm">
                    {r.name}
                  </Text>
                ),
              },
              feedback: {
                render: (r) =>
                  draft?.id === r._id ? (
                    <Textarea
                      aria-label={`Feedback of ${r.name}`}
                      autosize
                      minRows={2}
                      maxRows={8}
                      miw={260}
                      value={draft.feedback}
                      error={draft.errors.feedback}
                      onChange={(e) => change({ feedback: e.currentTarget.value })}
                    />
                  ) : (
                    <Text size="sm" maw={480} style={{ whiteSpace: 'pre-line' }}>
                      {r.feedback}
                    </Text>
                  ),
              },
              rating: {
                render: (r) =>
                  draft?.id === r._id ? (
                    <TextInput
                      aria-label={`Rating of ${r.name}`}
                      w={130}
                      value={draft.rating}
                      error={draft.errors.rating}
                      onChange={(e) => change({ rating: e.currentTarget.value })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') void save();
                      }}
                    />
                  ) : (
                    <Group gap={6} wrap="nowrap">
                      <Box aria-hidden>
                        <Rating value={r.rating} fractions={2} readOnly size="xs" />
                      </Box>
                      <Text size="sm" fw={500}>
                        {r.rating}
                      </Text>
                    </Group>
                  ),
              },
              status: {
                render: (r) => (
                  <Badge variant="light" color={STATUS_COLORS[r.status]} miw="max-content">
                    {STATUS_LABELS[r.status]}
                  </Badge>
                ),
              },
            }),
            {
              key: 'product',
              header: 'Product',
              searchText: (r) => r.product?.name ?? '',
              render: (r) =>
                r.product ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    aria-label={`${r.product.name}: show only its reviews`}
                    onClick={() => {
                      setShownProduct(r.product);
                      setFilters({ about: r.product!._id });
                    }}
                  >
                    {r.product.name}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    Site review
                  </Text>
                ),
            },
            dateColumn<AdminReviewDto>((r) => r.createdAt),
            {
              key: 'actions',
              header: 'Actions',
              render: (r) =>
                draft?.id === r._id ? (
                  <Group gap="xs" wrap="nowrap" data-pinned>
                    <Button size="xs" miw="max-content" leftSection={<Save size={14} aria-hidden />} onClick={() => void save()} disabled={draft.saving} aria-label={`Save review by ${r.name}`}>
                      {draft.saving ? 'Saving...' : 'Save'}
                    </Button>
                    <Button
                      size="xs"
                      miw="max-content"
                      variant="default"
                      leftSection={<X size={14} aria-hidden />}
                      onClick={() => setDraft(null)}
                      disabled={draft.saving}
                      aria-label={`Cancel editing review by ${r.name}`}
                    >
                      Cancel
                    </Button>
                  </Group>
                ) : (
                  <Group gap={6} wrap="nowrap">
                    {/* Any status may move to approved or rejected; the current one needs no button press. */}
                    <Button
                      size="xs"
                      miw="max-content"
                      px={10}
                      variant="light"
                      color="green"
                      leftSection={<Check size={14} aria-hidden />}
                      disabled={r.status === 'approved' || busyId === r._id}
                      onClick={() => void setStatus(r, 'approved')}
                      aria-label={`Approve review by ${r.name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      miw="max-content"
                      px={10}
                      variant="light"
                      color="orange"
                      leftSection={<X size={14} aria-hidden />}
                      disabled={r.status === 'rejected' || busyId === r._id}
                      onClick={() => void setStatus(r, 'rejected')}
                      aria-label={`Reject review by ${r.name}`}
                    >
                      Reject
                    </Button>
                    <Button
                      size="xs"
                      miw="max-content"
                      px={10}
                      variant="light"
                      leftSection={<Pencil size={14} aria-hidden />}
                      onClick={() => edit(r)}
                      disabled={busyId === r._id}
                      aria-label={`Edit review by ${r.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      miw="max-content"
                      px={10}
                      variant="light"
                      color="red"
                      leftSection={<Trash2 size={14} aria-hidden />}
                      onClick={() => void remove(r)}
                      disabled={busyId === r._id}
                      aria-label={`Delete review by ${r.name}`}
                    >
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
