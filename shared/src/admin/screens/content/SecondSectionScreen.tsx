import { Center, Loader, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import type { SecondSectionDto } from '../../../contract/types.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { adminRoutes } from '../../routes.js';
import { formDataOf } from '../../../contract/content/define.js';
import { secondSectionType } from '../../../contract/content/secondSection.js';
import { uploads } from '../../../contract/content/uploads.js';
import { valuesFrom } from '../../content/values.js';
import { SecondSectionForm, type SecondSectionFormValues } from './SecondSectionForm.js';

/**
 * /admin/edit-secondSection/:id, and /admin/edit-secondSection for the first record (the one the
 * home page shows). A fresh editor per id, as the loaded record belongs to one section.
 */
export function SecondSectionScreen() {
  const { id } = useParams();
  return <SecondSectionEditor key={id ?? ''} id={id} />;
}

function SecondSectionEditor({ id }: { id: string | undefined }) {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  // Wrapped so "no record yet" (an empty list) differs from "still loading" (null).
  const { data: loaded, error, reload } = useLoad<{ section: SecondSectionDto | null }>(
    async () => ({ section: id ? (await api.secondSections.get(id)).data : ((await api.secondSections.list()).data[0] ?? null) }),
    'Failed to load the section.',
  );
  const data = loaded?.section ?? null;
  const initialValues = useMemo<SecondSectionFormValues | null>(() => (data ? { ...valuesFrom(secondSectionType, data), imgSrc: null, imgAlt: '', libraryImage: null } : null), [data]);

  const submit = async (values: SecondSectionFormValues) => {
    if (!data) return;
    const form = formDataOf(secondSectionType, values);
    // The image is replaced only when a new file, or one from the library, is chosen.
    if (values.imgSrc) {
      form.set(uploads.secondSectionImage.field, values.imgSrc, values.imgSrc.name);
      form.set('imgAlt', values.imgAlt.trim());
    }
    else if (values.libraryImage) form.set('libraryImage', values.libraryImage.path);
    setProgress(0);
    try {
      await api.secondSections.update(data._id, form, { onUploadProgress: setProgress });
      showSuccess('Updated successfully!');
      // Back to the content landing, where the editor was opened from.
      void navigate(adminRoutes.content);
    } catch (err) {
      showError('Update failed!');
      return fieldErrors(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title="Edit Second Section" />
      {loaded === null && !error && (
        <Center py="xl">
          <Loader aria-label="Loading section" />
        </Center>
      )}
      {error && loaded === null && <LoadError message={error} onRetry={() => void reload()} />}
      {loaded && !data && (
        <Text c="dimmed">There is no second section to edit yet.</Text>
      )}
      {data && initialValues && (
        <>
          <Text c="dimmed" size="sm" mb="lg" maw={720}>
            This is the expertise banner on the home page, below the services grid.
          </Text>
          <SecondSectionForm
            initialValues={initialValues}
            currentImageUrl={data.imgSrc ? api.mediaUrl(data.imgSrc) : null}
            submitLabel="Update"
            busyLabel="Updating..."
            footer={<UploadProgress value={progress} />}
            onSubmit={submit}
          />
        </>
      )}
    </>
  );
}
