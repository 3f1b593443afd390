import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { APP_DETAIL_SLUGS, WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import { AdminRedirect, PublicLayout } from './components/Layout.js';
import { Home } from './pages/Home.js';

/** Lazy page with a named export: each page is its own chunk, so the home page loads only itself. */
function lazyPage<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const Services = lazyPage(() => import('./pages/Services.js'), 'Services');
const Products = lazyPage(() => import('./pages/Products.js'), 'Products');
const ProductDetail = lazyPage(() => import('./pages/ProductDetail.js'), 'ProductDetail');
const Contact = lazyPage(() => import('./pages/Contact.js'), 'Contact');
const About = lazyPage(() => import('./pages/About.js'), 'About');
const Careers = lazyPage(() => import('./pages/Careers.js'), 'Careers');
const BlogDetail = lazyPage(() => import('./pages/BlogDetail.js'), 'BlogDetail');
const ServiceBlogs = lazyPage(() => import('./pages/ServiceBlogs.js'), 'ServiceBlogs');
const Amazon = lazyPage(() => import('./pages/Amazon.js'), 'Amazon');
const WebDevelopment = lazyPage(() => import('./pages/WebDevelopment.js'), 'WebDevelopment');
const AppDevelopment = lazyPage(() => import('./pages/AppDevelopment.js'), 'AppDevelopment');
const ServiceDetail = lazyPage(() => import('./pages/ServiceDetail.js'), 'ServiceDetail');
const Policy = lazyPage(() => import('./pages/Policy.js'), 'Policy');
const NotFound = lazyPage(() => import('./pages/NotFound.js'), 'NotFound');
// The admin (Mantine) is a separate chunk: no byte of it reaches a visitor's page.
const AdminEntry = lazyPage(() => import('./admin/AdminEntry.js'), 'AdminEntry');

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
            <AdminEntry />
          </Suspense>
        }
      />
      <Route
        path="/wp-admin"
        element={
          <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
            <AdminEntry />
          </Suspense>
        }
      />
      <Route element={<PublicLayout />}>
        {/* Only the listed pages send a signed-in admin to the admin; any other path is a 404 for everyone. */}
        <Route element={<AdminRedirect />}>
          <Route index element={<Home />} />
          <Route path="services" element={<Services />} />
          <Route path="products" element={<Products />} />
          <Route path="product/:id" element={<ProductDetail />} />
          <Route path="contactUs" element={<Contact />} />
          <Route path="about" element={<About />} />
          <Route path="careers" element={<Careers />} />
          <Route path="blog/:id" element={<BlogDetail />} />
          <Route path="backOfficeServices" element={<ServiceBlogs category="backOffice" />} />
          <Route path="digitalMarketingServices" element={<ServiceBlogs category="digitalMarketing" />} />
          <Route path="amazonServices" element={<Amazon />} />
          <Route path="webdevelopment" element={<WebDevelopment />} />
          <Route path="appdevelopment" element={<AppDevelopment />} />
          {WEB_DETAIL_SLUGS.map((slug) => (
            <Route key={slug} path={`webdevelopment/${slug}`} element={<ServiceDetail group="web" slug={slug} />} />
          ))}
          {APP_DETAIL_SLUGS.map((slug) => (
            <Route key={slug} path={`appdevelopment/${slug}`} element={<ServiceDetail group="app" slug={slug} />} />
          ))}
          <Route path="machine-learning-and-ai-solutions" element={<ServiceDetail group="ai" slug="machine-learning-and-ai-solutions" />} />
          <Route path="privacy-policy" element={<Policy kind="privacy" />} />
          <Route path="terms-and-conditions" element={<Policy kind="terms" />} />
          <Route path="refund-policy" element={<Policy kind="refund" />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
