import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { ArrowRight, Briefcase, LayoutTemplate, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { adminRoutes } from '../../routes.js';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The "Manage Content" tile opens the second-section editor (the page it once pointed to did not exist). */
const TILES: Tile[] = [
  {
    to: adminRoutes.secondSection,
    title: 'Manage Content',
    text: "Edit the home page's expertise banner: its title, paragraph and image.",
    icon: LayoutTemplate,
  },
  {
    to: adminRoutes.backOfficeContent,
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
