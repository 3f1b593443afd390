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
import { adminRoutePatterns as at, adminRoutes } from './routes.js';
import { AddCategoryScreen } from './screens/categories/AddCategoryScreen.js';
import { CategoryListScreen } from './screens/categories/CategoryListScreen.js';
import { EditCategoryScreen } from './screens/categories/EditCategoryScreen.js';
import { LoginScreen } from './screens/LoginScreen.js';
import { SetPasswordScreen } from './screens/SetPasswordScreen.js';
import { AccountScreen } from './screens/account/AccountScreen.js';
import { StaffScreen } from './screens/staff/StaffScreen.js';
import { ApplicationsScreen } from './screens/applications/ApplicationsScreen.js';
import { AuditLogScreen } from './screens/audit/AuditLogScreen.js';
import { MediaLibraryScreen } from './screens/media/MediaLibraryScreen.js';
import { BackOfficeContentScreen } from './screens/content/BackOfficeContentScreen.js';
import { ContentScreen } from './screens/content/ContentScreen.js';
import { SecondSectionScreen } from './screens/content/SecondSectionScreen.js';
import { AddProductScreen } from './screens/products/AddProductScreen.js';
import { EditProductScreen } from './screens/products/EditProductScreen.js';
import { ProductListScreen } from './screens/products/ProductListScreen.js';
import { SettingsScreen } from './screens/settings/SettingsScreen.js';
import { BlogListScreen } from './screens/blogs/BlogListScreen.js';
import { BlogViewScreen } from './screens/blogs/BlogViewScreen.js';
import { CreateBlogScreen } from './screens/blogs/CreateBlogScreen.js';
import { EditBlogScreen } from './screens/blogs/EditBlogScreen.js';
import { LeadsScreen } from './screens/leads/LeadsScreen.js';
import { DashboardScreen } from './screens/dashboard/DashboardScreen.js';
import { ReviewsScreen } from './screens/reviews/ReviewsScreen.js';
import { adminTheme } from './theme.js';
import { DocumentFormScreen } from './screens/documents/DocumentFormScreen.js';
import { DocumentListScreen } from './screens/documents/DocumentListScreen.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES } from '../contract/documents.js';
import { lazyScreen } from './components/LazyScreen.js';

// Analytics draws charts (@mantine/charts, recharts and their styles): a chunk of its own, fetched
// when the screen is first opened, so no other screen (nor the admin's first load) carries them.
const AnalyticsScreen = lazyScreen(() => import('./screens/analytics/AnalyticsScreen.js').then((m) => m.AnalyticsScreen), 'Analytics');

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

/** Admin routes, relative to /admin; every path comes from the route table in routes.ts. */
function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={adminRoutes.dashboard} replace />} />
        <Route path={at.dashboard} element={<DashboardScreen />} />
        <Route path={at.products} element={<ProductListScreen />} />
        <Route path={at.addProduct} element={<AddProductScreen />} />
        <Route path={at.editProduct} element={<EditProductScreen />} />
        <Route path={at.categories} element={<CategoryListScreen />} />
        <Route path={at.addCategory} element={<AddCategoryScreen />} />
        <Route path={at.editCategory} element={<EditCategoryScreen />} />
        {/* The same screen at both addresses: opening or closing a lead keeps the list, its filters and page. */}
        <Route path={at.contact} element={<LeadsScreen />} />
        <Route path={at.lead} element={<LeadsScreen />} />
        <Route path={at.reviews} element={<ReviewsScreen />} />
        <Route path={at.createBlog} element={<CreateBlogScreen />} />
        <Route path={at.blogs} element={<BlogListScreen />} />
        <Route path={at.editBlog} element={<EditBlogScreen />} />
        <Route path={at.viewBlog} element={<BlogViewScreen />} />
        <Route path={at.content} element={<ContentScreen />} />
        <Route path={at.backOfficeContent} element={<BackOfficeContentScreen />} />
        <Route path={at.secondSection} element={<SecondSectionScreen />} />
        <Route path={at.editSecondSection} element={<SecondSectionScreen />} />
        <Route path={at.media} element={<MediaLibraryScreen />} />
        <Route path={at.settings} element={<SettingsScreen />} />
        <Route path={at.staff} element={<StaffScreen />} />
        <Route path={at.applications} element={<ApplicationsScreen />} />
        <Route path={at.audit} element={<AuditLogScreen />} />
        <Route path={at.analytics} element={<AnalyticsScreen />} />
        <Route path={at.account} element={<AccountScreen />} />
        {/* Each document type's list, new and edit screens (documents.ts). */}
        {DOCUMENT_KIND_NAMES.flatMap((kind) => {
          const segment = DOCUMENT_KINDS[kind].segment;
          return [
            <Route key={`${kind}-list`} path={segment} element={<DocumentListScreen kind={kind} />} />,
            <Route key={`${kind}-new`} path={`${segment}/new`} element={<DocumentFormScreen kind={kind} />} />,
            <Route key={`${kind}-edit`} path={`${segment}/:id/edit`} element={<DocumentFormScreen kind={kind} />} />,
          ];
        })}
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
        {/* Top centre, three at most: away from the drawers that open on the right (a lead's e-mail and message stay in view) and from the forms' sticky buttons at the bottom. */}
        <Notifications position="top-center" limit={3} />
        <AdminServicesProvider value={services}>
          <AuthProvider>{children}</AuthProvider>
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

/**
 * The whole admin, mounted by a host at `/wp-admin` (login) and `/admin/*` (guarded screens, and
 * the public set-password page a one-time link opens):
 * the website under its browser router, the desktop console under a hash router.
 */
export function AdminApp({ services }: { services: AdminServices }) {
  const { pathname } = useLocation();
  return (
    <AdminProviders services={services}>
      {pathname === adminRoutes.login ? (
        <LoginScreen />
      ) : pathname === adminRoutes.setPassword ? (
        <SetPasswordScreen />
      ) : (
        <RequireAdmin>
          <AdminRoutes />
        </RequireAdmin>
      )}
    </AdminProviders>
  );
}
