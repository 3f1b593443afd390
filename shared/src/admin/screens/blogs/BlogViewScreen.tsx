import { Box, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../components/DateCell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { publicPaths } from '../../../contract/preview.js';
import { useAdminServices } from '../../context.js';
import { adminRoutes } from '../../routes.js';
import { BackToBlogs, CategoryBadge, LoadState, useBlog } from './blogParts.js';

/** A section's picture; a section without one (its image is optional) shows its words alone. */
function SectionImage({ src, alt }: { src: string | null; alt: string }) {
  return src ? <Image src={src} alt={alt} radius="md" mah={260} fit="cover" /> : null;
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
      {/* Rich text as the server stored it: cut to its allow-list on save. */}
      <TypographyStylesProvider>
        <div dangerouslySetInnerHTML={{ __html: description }} />
      </TypographyStylesProvider>
    </Stack>
  );
}

/** /admin/blog/{id}: the blog as stored, with its video icon and sections. */
export function BlogViewScreen() {
  const { api } = useAdminServices();
  const { id = '' } = useParams();
  const { blog, error, retry } = useBlog(id);

  return (
    <>
      <PageHeader title={blog?.title ?? 'Blog'}>
        {blog && (
          <Button component={Link} to={adminRoutes.editBlog(blog._id)} leftSection={<Pencil size={16} aria-hidden />}>
            Edit
          </Button>
        )}
        {blog && <ViewOnSite path={publicPaths.blog(blog.slug)}>View on site</ViewOnSite>}
        <BackToBlogs />
      </PageHeader>
      {!blog ? (
        <LoadState error={error} onRetry={retry} />
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
                  Last updated {formatDateTime(blog.updatedAt)}
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
                {/* Same alternation as the public page: image left on even sections, right on odd. */}
                {i % 2 === 0 ? (
                  <>
                    <SectionImage src={section.image ? api.mediaUrl(section.image) : null} alt={section.heading} />
                    <SectionText index={i} heading={section.heading} description={section.description} />
                  </>
                ) : (
                  <>
                    <SectionText index={i} heading={section.heading} description={section.description} />
                    <SectionImage src={section.image ? api.mediaUrl(section.image) : null} alt={section.heading} />
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
