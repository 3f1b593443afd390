import { Box, Button, Group, Select, Text } from '@mantine/core';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { messageFor } from '../../../api/messages.js';
import type { DocumentType } from '../../../contract/content/document.js';
import { documentTypes } from '../../../contract/content/documentTypes.js';
import { documentPage, type DocumentKind } from '../../../contract/documents.js';
import { documentAdminPath } from '../../../contract/documentRoutes.js';
import { fieldText } from '../../../contract/format.js';
import { PUBLISH_STATES, PUBLISH_STATE_LABELS, type PublishState } from '../../../contract/publishing.js';
import { dateColumn, statusColumn } from '../../components/DateCell.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { declaredColumns } from '../../content/values.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { usePagedList } from '../../usePagedList.js';

type Row = { _id: string; slug: string; status: PublishState; publishAt: string | null; updatedAt: string } & Record<string, unknown>;

/**
 * A document type's back-office table (/admin/<segment>), from its declaration: its `list` fields
 * as columns, status and last edit; searched and filtered by status on the server; Edit, View on
 * site and Delete per row.
 */
export function DocumentListScreen({ kind }: { kind: DocumentKind }) {
  const type: DocumentType = documentTypes[kind];
  const { api } = useAdminServices();
  const calls = api.documents(kind);
  const zone = useSiteTimeZone();
  const { data, error, reload, filters, setFilters, setPage } = usePagedList(
    (q) => calls.adminList({ page: q.page, limit: q.limit, q: q.q || undefined, status: q.status }) as Promise<{ data: Row[]; total: number; page: number; limit: number; pages: number; success: true }>,
    { q: '', status: undefined as PublishState | undefined },
    `Failed to load ${type.plural.toLowerCase()}.`,
  );
  const titleOf = (row: Row) => fieldText(row[type.traits.slugFrom]);

  const remove = async (row: Row) => {
    if (!(await confirmDanger(`Delete the ${type.label.toLowerCase()} “${titleOf(row)}” with its revisions? Its images stay in the media library.`))) return;
    try {
      await calls.remove(row._id);
      showSuccess(`${type.label} deleted`);
      await reload();
    } catch (err) {
      showError(messageFor(err, `Failed to delete the ${type.label.toLowerCase()}.`));
    }
  };

  return (
    <>
      <PageHeader title={type.plural}>
        <Button component={Link} to={documentAdminPath(kind, 'new')} leftSection={<Plus size={16} aria-hidden />}>
          New {type.label.toLowerCase()}
        </Button>
      </PageHeader>
      {error && data === null ? (
        <LoadError title={`${type.plural} could not be loaded`} message={error} onRetry={() => void reload()} />
      ) : (
        <PagedTable
          label={type.plural}
          page={data}
          onPageChange={setPage}
          rowKey={(row) => row._id}
          emptyText={`No ${type.plural.toLowerCase()} found`}
          search={{ placeholder: `Search ${type.traits.search.map((name) => type.fields[name].label.toLowerCase()).join(', ')}`, onSearch: (q) => setFilters({ q }) }}
          controls={
            <Select
              aria-label="Status"
              w={180}
              allowDeselect={false}
              value={filters.status ?? ''}
              onChange={(value) => setFilters({ status: (value || undefined) as PublishState | undefined })}
              data={[{ value: '', label: 'Any status' }, ...PUBLISH_STATES.map((s) => ({ value: s, label: PUBLISH_STATE_LABELS[s] }))]}
            />
          }
          columns={[
            ...declaredColumns<Row>(type, {
              [type.traits.slugFrom]: {
                render: (row) => (
                  <Box maw={420}>
                    <Text fw={600} size="sm">
                      {titleOf(row)}
                    </Text>
                  </Box>
                ),
              },
            }),
            statusColumn<Row>(zone),
            dateColumn<Row>((row) => row.updatedAt, 'Last edited'),
            {
              key: 'actions',
              header: 'Actions',
              render: (row) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" miw="max-content" variant="light" component={Link} to={documentAdminPath(kind, { edit: row._id })} leftSection={<Pencil size={14} aria-hidden />} aria-label={`Edit ${titleOf(row)}`}>
                    Edit
                  </Button>
                  <ViewOnSite size="xs" miw="max-content" path={documentPage(kind, row.slug)} label={`View on site: ${titleOf(row)}`}>
                    View on site
                  </ViewOnSite>
                  <Button size="xs" miw="max-content" variant="light" color="red" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => void remove(row)} aria-label={`Delete ${titleOf(row)}`}>
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
