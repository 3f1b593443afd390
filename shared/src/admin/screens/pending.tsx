import { Text } from '@mantine/core';
import { PageHeader } from '../components/PageHeader.js';

/** Placeholder screens, replaced one by one by the admin work in progress. */
function Pending({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed">This screen is being built.</Text>
    </>
  );
}

export const ProductListScreen = () => <Pending title="Products" />;
export const AddProductScreen = () => <Pending title="Add Product" />;
export const EditProductScreen = () => <Pending title="Edit Product" />;
export const ContactMessagesScreen = () => <Pending title="Contact Messages" />;
export const ReviewsScreen = () => <Pending title="Manage Client Reviews" />;
export const BlogListScreen = () => <Pending title="All Blogs" />;
export const CreateBlogScreen = () => <Pending title="Create Blog" />;
export const EditBlogScreen = () => <Pending title="Edit Blog" />;
export const BlogViewScreen = () => <Pending title="Blog" />;
export const ContentScreen = () => <Pending title="Manage Content" />;
export const BackOfficeContentScreen = () => <Pending title="Back Office Service" />;
export const SecondSectionScreen = () => <Pending title="Edit Second Section" />;
export const SettingsScreen = () => <Pending title="Settings" />;
