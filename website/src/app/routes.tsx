import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { createRoutesFromElements, Route, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminRedirect, PublicLayout } from './Layout.js';
import { Home } from '../features/home/Home.js';
import { documentPageLoaders, loadedModule, pageLoaders, RenderedPages, sourceOf } from './pages.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES } from '@itsite/shared/contract/documents';
import { NATIVE_FORMS, type NativeFormName } from '@itsite/shared/contract/forms';
import type { ServiceGroup } from '../features/services/serviceTypes.js';
import { Spinner } from '../ui/Spinner.js';

/**
 * Lazy page with a named export: each page is its own chunk, so the home page loads only itself.
 * A page whose code has already arrived renders at once (it does not suspend), which lets the
 * browser hydrate a server-rendered page completely; a page first shown lazily stays so, since
 * swapping the component would remount it.
 */
function lazyPage<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const Lazy = lazy<ComponentType<P>>(() => load().then((m) => ({ default: m[name] })));
  return function Page(props: P) {
    const source = sourceOf(load);
    const rendered = useContext(RenderedPages);
    if (rendered && source) rendered.add(source);
    const [Loaded] = useState<ComponentType<P> | undefined>(() => loadedModule(load)?.[name]);
    const Shown: ComponentType<P> = Loaded ?? Lazy;
    return <Shown {...props} />;
  };
}

const Services = lazyPage(pageLoaders.services, 'Services');
const Products = lazyPage(pageLoaders.products, 'Products');
const ProductDetail = lazyPage(pageLoaders.productDetail, 'ProductDetail');
const Contact = lazyPage(pageLoaders.contact, 'Contact');
const ThankYou = lazyPage(pageLoaders.thankYou, 'ThankYou');
const QuotePage = lazyPage(pageLoaders.quote, 'QuotePage');
const ReviewPage = lazyPage(pageLoaders.review, 'ReviewPage');
const About = lazyPage(pageLoaders.about, 'About');
const BlogDetail = lazyPage(pageLoaders.blogDetail, 'BlogDetail');
const ServiceBlogs = lazyPage(pageLoaders.serviceBlogs, 'ServiceBlogs');
const Amazon = lazyPage(pageLoaders.amazon, 'Amazon');
const WebDevelopment = lazyPage(pageLoaders.webDevelopment, 'WebDevelopment');
const AppDevelopment = lazyPage(pageLoaders.appDevelopment, 'AppDevelopment');
const ServiceDetail = lazyPage(pageLoaders.serviceDetail, 'ServiceDetail');
const Policy = lazyPage(pageLoaders.policy, 'Policy');
const NotFound = lazyPage(pageLoaders.notFound, 'NotFound');
// Each document type's list and page: the modules export `ListPage` and `DocumentPage`.
const documentPages = DOCUMENT_KIND_NAMES.map((kind) => ({
  kind,
  List: lazyPage(documentPageLoaders[kind].list, 'ListPage'),
  Page: lazyPage(documentPageLoaders[kind].page, 'DocumentPage'),
}));
// The admin (Mantine) is a separate chunk: no byte of it reaches a visitor's page.
const AdminEntry = lazyPage(() => import('../admin/AdminEntry.js'), 'AdminEntry');

/** The admin, at either of its addresses (its code arrives when first shown). */
const adminScreen = (
  <Suspense fallback={<Spinner label="Loading" />}>
    <AdminEntry />
  </Suspense>
);

/** The service detail page at `/<group>/:slug` (an unknown slug shows the not-found page). */
function ServiceDetailAt({ group }: { group: ServiceGroup }) {
  const { slug = '' } = useParams();
  return <ServiceDetail group={group} slug={slug} />;
}

/** Where a form's native post lands once stored (`/thank-you/<form>`); another address there is not found. */
function ThankYouAt() {
  const { form = '' } = useParams();
  return form in NATIVE_FORMS ? <ThankYou form={form as NativeFormName} /> : <NotFound />;
}

/**
 * Every address of the site, and what shows at it: one table for the browser's router (AppRoutes)
 * and the server's (entry-server.tsx). The server's is made from it once: it flattens and ranks the
 * routes and compiles each path's pattern when it is created, where `<Routes>` did all of it again
 * on every render (about 0.4 ms of each server-rendered page).
 */
export const routes: RouteObject[] = createRoutesFromElements(
  <>
    <Route path="/admin/*" element={adminScreen} />
    <Route path="/wp-admin" element={adminScreen} />
    <Route element={<PublicLayout />}>
      {/* Only the listed pages send a signed-in admin to the admin; any other path is a 404 for everyone. */}
      <Route element={<AdminRedirect />}>
        <Route index element={<Home />} />
        <Route path="services" element={<Services />} />
        <Route path="products" element={<Products />} />
        <Route path="product/:slug" element={<ProductDetail />} />
        <Route path="contactUs" element={<Contact />} />
        <Route path="about" element={<About />} />
        <Route path="blog/:slug" element={<BlogDetail />} />
        <Route path="backOfficeServices" element={<ServiceBlogs category="backOffice" />} />
        <Route path="digitalMarketingServices" element={<ServiceBlogs category="digitalMarketing" />} />
        <Route path="amazonServices" element={<Amazon />} />
        <Route path="webdevelopment" element={<WebDevelopment />} />
        <Route path="appdevelopment" element={<AppDevelopment />} />
        {/* One route per group, not per page: an address is matched against each route in turn. */}
        <Route path="webdevelopment/:slug" element={<ServiceDetailAt group="web" />} />
        <Route path="appdevelopment/:slug" element={<ServiceDetailAt group="app" />} />
        <Route path="machine-learning-and-ai-solutions" element={<ServiceDetail group="ai" slug="machine-learning-and-ai-solutions" />} />
        <Route path="privacy-policy" element={<Policy kind="privacy" />} />
        <Route path="terms-and-conditions" element={<Policy kind="terms" />} />
        <Route path="refund-policy" element={<Policy kind="refund" />} />
        {documentPages.flatMap(({ kind, List, Page }) => [
          <Route key={`${kind}-list`} path={DOCUMENT_KINDS[kind].segment} element={<List />} />,
          <Route key={`${kind}-page`} path={`${DOCUMENT_KINDS[kind].segment}/:slug`} element={<Page />} />,
        ])}
      </Route>
      {/* The forms' own pages (they work without JavaScript) and where a stored post lands. */}
      <Route path="quote" element={<QuotePage />} />
      <Route path="review" element={<ReviewPage />} />
      <Route path="thank-you/:form" element={<ThankYouAt />} />
      <Route path="*" element={<NotFound />} />
    </Route>
  </>,
);

/** The site's pages in the browser, under its BrowserRouter (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
