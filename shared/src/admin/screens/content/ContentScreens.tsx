import { Alert, Button, Card, Center, Group, List, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ArrowRight, Briefcase, LayoutTemplate, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import type { SecondSectionDto } from '../../../contract/types.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { SecondSectionForm, type SecondSectionFormValues } from './SecondSectionForm.js';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** DESIGN.md: the "Manage Content" tile opens the second-section editor (the spec's link was a 404). */
const TILES: Tile[] = [
  {
    to: '/admin/edit-secondSection',
    title: 'Manage Content',
    text: "Edit the home page's expertise banner: its title, paragraph and image.",
    icon: LayoutTemplate,
  },
  {
    to: '/admin/content/manageContent-backOffice',
    title: 'Back Office Service',
    text: 'See how the Back Office Services page gets its content.',
    icon: Briefcase,
  },
];

/** /admin/content: the Manage Content landing with its two tiles. */
export function ContentScreen() {
  return (
    <>
      <PageHeader title="Manage Content" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={900}>
        {TILES.map(({ to, title, text, icon: Icon }) => (
          <Card
            key={to}
            component={Link}
            to={to}
            withBorder
            radius="md"
            padding="lg"
            aria-label={title}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <ArrowRight size={18} aria-hidden />
            </Group>
            <Title order={2} size="h4" mt="md">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

/** /admin/content/manageContent-backOffice: the spec's placeholder page, made useful. */
export function BackOfficeContentScreen() {
  return (
    <>
      <PageHeader title="Back Office Service">
        <Button variant="default" component={Link} to="/admin/content">
          Back to Manage Content
        </Button>
      </PageHeader>
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="sm">
          <Text>
            The Back Office Services page and the Back Office Services menu in the site header list the blogs whose category is{' '}
            <strong>Back Office</strong>. There is nothing separate to edit here: manage that content through Blogs.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>To add a service entry, create a blog and choose the category Back Office.</List.Item>
            <List.Item>Its icon video plays next to the entry; its Read More link opens the full blog.</List.Item>
            <List.Item>Edit or delete an entry by editing or deleting that blog.</List.Item>
          </List>
          <Group mt="xs">
            <Button component={Link} to="/admin/blogs" rightSection={<ArrowRight size={16} />}>
              Go to Blogs
            </Button>
            <Button variant="light" component={Link} to="/admin/create-blog">
              Create Blog
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}

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
  const { data: loaded, error } = useLoad<{ section: SecondSectionDto | null }>(
    async () => ({ section: id ? (await api.secondSections.get(id)).data : ((await api.secondSections.list()).data[0] ?? null) }),
    'Failed to load the section.',
  );
  const data = loaded?.section ?? null;
  const initialValues = useMemo<SecondSectionFormValues | null>(() => (data ? { title: data.title, para: data.para, imgSrc: null } : null), [data]);

  const submit = async (values: SecondSectionFormValues) => {
    if (!data) return;
    const form = new FormData();
    form.set('title', values.title);
    form.set('para', values.para);
    // Spec §5: the image is replaced only when a new file is chosen.
    if (values.imgSrc) form.set('imgSrc', values.imgSrc, values.imgSrc.name);
    setProgress(0);
    try {
      await api.secondSections.update(data._id, form, { onUploadProgress: setProgress });
      showSuccess('Updated successfully!');
      // DESIGN.md: back to the content landing (the spec's /second-sections was a 404).
      navigate('/admin/content');
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
      {error && loaded === null && (
        <Alert color="red" title="Error" maw={720}>
          {error}
        </Alert>
      )}
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
