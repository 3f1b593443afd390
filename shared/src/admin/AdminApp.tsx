import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from './auth.js';
import { AdminServicesProvider, type AdminServices } from './context.js';
import { AdminShell } from './layout/AdminShell.js';
import { RequireAdmin } from './RequireAdmin.js';
import { AddCategoryScreen, CategoryListScreen, EditCategoryScreen } from './screens/categories/CategoryScreens.js';
import { LoginScreen } from './screens/LoginScreen.js';
import { BackOfficeContentScreen, ContentScreen, SecondSectionScreen } from './screens/content/ContentScreens.js';
import { AddProductScreen, EditProductScreen, ProductListScreen } from './screens/products/ProductScreens.js';
import { SettingsScreen } from './screens/settings/SettingsScreen.js';
import { BlogListScreen, BlogViewScreen, CreateBlogScreen, EditBlogScreen } from './screens/blogs/BlogScreens.js';
import { ContactMessagesScreen } from './screens/contact/ContactMessagesScreen.js';
import { ReviewsScreen } from './screens/reviews/ReviewsScreen.js';
import { adminTheme } from './theme.js';

function AdminNotFound() {
  return (
    <>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">This admin page does not exist.</Text>
    </>
  );
}

/** Admin routes, relative to /admin (spec §2.2). */
function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to="/admin/products" replace />} />
        <Route path="products" element={<ProductListScreen />} />
        <Route path="add-product" element={<AddProductScreen />} />
        <Route path="product/:id/edit" element={<EditProductScreen />} />
        <Route path="categories" element={<CategoryListScreen />} />
        <Route path="add-category" element={<AddCategoryScreen />} />
        <Route path="edit-category/:id" element={<EditCategoryScreen />} />
        <Route path="contact-info" element={<ContactMessagesScreen />} />
        <Route path="review" element={<ReviewsScreen />} />
        <Route path="create-blog" element={<CreateBlogScreen />} />
        <Route path="blogs" element={<BlogListScreen />} />
        <Route path="edit-blog/:id" element={<EditBlogScreen />} />
        <Route path="blog/:id" element={<BlogViewScreen />} />
        <Route path="content" element={<ContentScreen />} />
        <Route path="content/manageContent-backOffice" element={<BackOfficeContentScreen />} />
        <Route path="edit-secondSection" element={<SecondSectionScreen />} />
        <Route path="edit-secondSection/:id" element={<SecondSectionScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/** The providers every admin screen relies on; hosts (website, desktop) wrap their routes in it. */
export function AdminProviders({ services, children }: { services: AdminServices; children: ReactNode }) {
  return (
    <MantineProvider theme={adminTheme}>
      <ModalsProvider>
        <Notifications position="top-right" />
        <AdminServicesProvider value={services}>
          <AuthProvider>{children}</AuthProvider>
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

/**
 * The whole admin, mounted by a host at `/wp-admin` (login) and `/admin/*` (guarded screens):
 * the website under its browser router, the desktop console under a hash router.
 */
export function AdminApp({ services }: { services: AdminServices }) {
  const { pathname } = useLocation();
  return (
    <AdminProviders services={services}>
      {pathname === '/wp-admin' ? (
        <LoginScreen />
      ) : (
        <RequireAdmin>
          <AdminRoutes />
        </RequireAdmin>
      )}
    </AdminProviders>
  );
}
