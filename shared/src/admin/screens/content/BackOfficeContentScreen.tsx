import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { adminRoutes } from '../../routes.js';

/** /admin/content/manageContent-backOffice: once a placeholder, now a guide to where that content lives. */
export function BackOfficeContentScreen() {
  return (
    <>
      <PageHeader title="Back Office Service">
        <Button variant="default" component={Link} to={adminRoutes.content}>
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
            <Button component={Link} to={adminRoutes.blogs} rightSection={<ArrowRight size={16} />}>
              Go to Blogs
            </Button>
            <Button variant="light" component={Link} to={adminRoutes.createBlog}>
              Create Blog
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
