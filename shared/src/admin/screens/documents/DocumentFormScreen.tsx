import { Button, Center, Loader, Paper, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { createSchemaOf, type Field } from '../../../contract/content/define.js';
import type { DocumentType } from '../../../contract/content/document.js';
import { documentTypes } from '../../../contract/content/documentTypes.js';
import { documentPage, type DocumentKind } from '../../../contract/documents.js';
import { documentAdminPath } from '../../../contract/documentRoutes.js';
import { fieldText } from '../../../contract/format.js';
import type { PublishState } from '../../../contract/publishing.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PublishActions, PublishingFields, useSiteTimeZone } from '../../components/PublishingFields.js';
import { RevisionsButton } from '../../components/revisions/Revisions.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { ContentFields } from '../../content/ContentFields.js';
import { ChoicesInput, FiguresInput, ImageInput, ImagesInput, TagsField, type Figure } from '../../content/ListInputs.js';
import { AutosaveNotice, type AutosaveCall } from '../../content/autosave.js';
import { newPublishing, publishingRule, publishingValuesOf, savedMessage, type PublishingValues } from '../../content/publishing.js';
import { SeoFields } from '../../content/SeoFields.js';
import { newSeo, seoValuesOf, type SeoValues } from '../../content/seo.js';
import { emptyValuesOf, requiredOn, valuesFrom } from '../../content/values.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';
import { useZodForm } from '../../useZodForm.js';

/** A record as the admin's calls answer it: the declared fields, publishing, SEO, alt texts. */
type Record_ = { _id: string; slug: string; status: PublishState; publishAt: string | null; updatedAt: string; alt: Record<string, string> } & SeoValues & Record<string, unknown>;
type Values = Record<string, unknown> & PublishingValues & SeoValues;

/**
 * A document type's new and edit screens (/admin/<segment>/new, /admin/<segment>/:id/edit), from
 * its declaration: its fields by input kind, Publishing, SEO, Revisions. A save stays in the
 * editor and says what happened; a new record's address becomes its edit screen's.
 */
export function DocumentFormScreen({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  return <DocumentEditor key={id ?? 'new'} kind={kind} id={id} />;
}

function DocumentEditor({ kind, id }: { kind: DocumentKind; id?: string }) {
  const type: DocumentType = documentTypes[kind];
  const { api } = useAdminServices();
  const calls = api.documents(kind);
  const navigate = useNavigate();
  const zone = useSiteTimeZone();
  const { data: record, setData: setRecord, error } = useLoad(async () => (id ? ((await calls.get(id)).data as unknown as Record_) : null), `Failed to load the ${type.label.toLowerCase()}`);
  const noun = type.label.toLowerCase();

  const submit = async (values: Values) => {
    const { publishAt, ...rest } = values;
    const body = { ...rest, ...(values.status === 'scheduled' ? { publishAt } : {}) };
    try {
      const saved = (id ? await calls.update(id, body) : await calls.create(body)).data as unknown as Record_;
      showSuccess(savedMessage(saved, zone, record?.status));
      if (id) setRecord(saved);
      else void navigate(documentAdminPath(kind, { edit: saved._id }), { replace: true });
    } catch (err) {
      showError(messageFor(err, `The ${noun} could not be saved`));
      return fieldErrors(err);
    }
  };

  const header = (
    <PageHeader title={id ? `Edit ${noun}` : `New ${noun}`}>
      {record && (
        <RevisionsButton
          itemId={record._id}
          type={type}
          source={calls}
          onRestored={(answer) => setRecord(answer.data)}
        />
      )}
      {record && <ViewOnSite path={documentPage(kind, record.slug)}>View on site</ViewOnSite>}
    </PageHeader>
  );

  if (id && !record) {
    return (
      <>
        {header}
        {error ? (
          <LoadError message={error}>
            <Button size="xs" variant="light" component={Link} to={documentAdminPath(kind)}>
              Back to {type.plural.toLowerCase()}
            </Button>
          </LoadError>
        ) : (
          <Center py="xl">
            <Loader aria-label={`Loading the ${noun}`} />
          </Center>
        )}
      </>
    );
  }
  return (
    <>
      {header}
      {record && (
        <AutosaveNotice
          itemId={record._id}
          updatedAt={record.updatedAt}
          source={calls}
          onRestored={(answer) => setRecord(answer.data)}
          zone={zone}
        />
      )}
      {/* A save's answer (or a restored revision) is a new record to edit: the form reads it afresh. */}
      <DocumentForm
        key={record?.updatedAt ?? 'new'}
        type={type}
        kind={kind}
        record={record ?? undefined}
        onSubmit={submit}
        // Publishing is the record's own until a real save: an autosave sends the content.
        autosave={record ? ({ publishAt: _at, ...content }) => calls.autosave(record._id, content) : undefined}
      />
    </>
  );
}

function DocumentForm({
  type,
  kind,
  record,
  onSubmit,
  autosave,
}: {
  type: DocumentType;
  kind: DocumentKind;
  record?: Record_;
  onSubmit: (values: Values) => Promise<Record<string, string> | void>;
  autosave?: AutosaveCall<Values>;
}) {
  const { api } = useAdminServices();
  const mode = record ? 'edit' : 'create';
  const initialValues = useMemo<Values>(
    () => (record ? { ...valuesFrom(type, record), ...publishingValuesOf(record), ...seoValuesOf(record) } : { ...emptyValuesOf(type), ...newPublishing(), ...newSeo() }),
    [record, type],
  );
  const schema = useMemo(() => createSchemaOf(type), [type]);
  const form = useZodForm<Values>(schema, initialValues, { extraRules: (values) => publishingRule(values), errorPriority: 'first' });
  const [alts, setAlts] = useState<Record<string, string>>(record?.alt ?? {});
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);
  const mediaUrl = (path: string) => api.mediaUrl(path);
  const fields = type.fields as Record<string, Field>;
  const required = requiredOn('create');

  // Inputs of the kinds ContentFields leaves to the form: lists and media library images.
  const render: Record<string, (props: ReturnType<typeof form.getInputProps>, field: Field) => ReactNode> = {};
  for (const [name, field] of Object.entries(fields)) {
    // Mantine types the input props as any: each input says what its value is.
    const common = <V,>(props: ReturnType<typeof form.getInputProps>, value: V) => ({ field, value, onChange: props.onChange as (v: unknown) => void, error: props.error as unknown, withAsterisk: required(name, field) });
    if (field.input === 'multiselect') render[name] = (props) => <ChoicesInput {...common(props, props.value as string[])} />;
    if (field.input === 'tags') render[name] = (props) => <TagsField {...common(props, props.value as string[])} />;
    if (field.input === 'figures') render[name] = (props) => <FiguresInput {...common(props, props.value as Figure[])} name={name} errors={form.errors} />;
    if (field.input === 'image') render[name] = (props) => <ImageInput {...common(props, props.value as string)} mediaUrl={mediaUrl} alts={alts} onAlts={setAlts} />;
    if (field.input === 'images') render[name] = (props) => <ImagesInput {...common(props, props.value as string[])} mediaUrl={mediaUrl} alts={alts} onAlts={setAlts} max={field.max ?? 10} />;
  }

  const images = type.traits.media.flatMap((name) => {
    const value = form.values[name];
    return Array.isArray(value) ? (value as string[]) : typeof value === 'string' && value ? [value] : [];
  });

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    else form.resetDirty(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`${type.label} form`}>
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="md">
            <ContentFields type={type} form={form} required={required} render={render} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <PublishingFields form={form} isNew={!record} />
        </Paper>
        <Paper withBorder p="lg">
          <SeoFields form={form} kind={kind} mode={mode} title={fieldText(form.values[type.traits.slugFrom])} description={fieldText(form.values[type.site.card.text])} images={images} mediaUrl={mediaUrl} />
        </Paper>
        <PublishActions form={form} isNew={!record} submitting={form.submitting} submitLabel={record ? 'Update' : 'Publish'} busyLabel="Saving..." cancelTo={documentAdminPath(kind)} autosave={autosave} />
      </Stack>
    </form>
  );
}
