/**
 * Every admin screen's address, in one table. Plain strings and functions with no React import:
 * the desktop's main process reads it (a clicked lead notification opens that lead), and
 * must not bundle the admin's UI to do so.
 */
import type { Role } from '../contract/constants.js';
import type { StaffArea } from '../contract/staff.js';

export const ADMIN_BASE = '/admin';

export const adminRoutes = {
  login: '/wp-admin',
  /** Where signing in lands (shared/docs/admin.md#sign-in). */
  home: `${ADMIN_BASE}/products`,
  /** What `/admin` alone opens. */
  dashboard: `${ADMIN_BASE}/dashboard`,
  products: `${ADMIN_BASE}/products`,
  addProduct: `${ADMIN_BASE}/add-product`,
  editProduct: (id: string) => `${ADMIN_BASE}/product/${id}/edit`,
  categories: `${ADMIN_BASE}/categories`,
  addCategory: `${ADMIN_BASE}/add-category`,
  editCategory: (id: string) => `${ADMIN_BASE}/edit-category/${id}`,
  contact: `${ADMIN_BASE}/contact-info`,
  /** One lead, open in the inbox's drawer over the list (a desktop notification's "Open" lands here). */
  lead: (id: string) => `${ADMIN_BASE}/contact-info/${id}`,
  reviews: `${ADMIN_BASE}/review`,
  blogs: `${ADMIN_BASE}/blogs`,
  createBlog: `${ADMIN_BASE}/create-blog`,
  editBlog: (id: string) => `${ADMIN_BASE}/edit-blog/${id}`,
  viewBlog: (id: string) => `${ADMIN_BASE}/blog/${id}`,
  content: `${ADMIN_BASE}/content`,
  backOfficeContent: `${ADMIN_BASE}/content/manageContent-backOffice`,
  secondSection: `${ADMIN_BASE}/edit-secondSection`,
  editSecondSection: (id: string) => `${ADMIN_BASE}/edit-secondSection/${id}`,
  /** The media library: every uploaded image and video, its alt text and where it is used. */
  media: `${ADMIN_BASE}/media`,
  settings: `${ADMIN_BASE}/settings`,
  /** Staff accounts and their roles (admins only). */
  staff: `${ADMIN_BASE}/staff`,
  /** Applications to the open roles, with their CVs (admins and recruiters). */
  applications: `${ADMIN_BASE}/applications`,
  /** Who did what, when and from where (admins only). */
  audit: `${ADMIN_BASE}/audit`,
  /** Views and visitors over a range of days, top pages, sources, campaigns and posts (admins); leads by source, campaign and landing page (admins and sales). */
  analytics: `${ADMIN_BASE}/analytics`,
  /** My account: name, e-mail, phone, password (everyone). */
  account: `${ADMIN_BASE}/account`,
  /** The public "set your password" page a one-time link opens (before sign-in; contract SET_PASSWORD_PATH). */
  setPassword: `${ADMIN_BASE}/set-password`,
} as const;

/**
 * The route patterns relative to {@link ADMIN_BASE}, as the admin's router mounts them. Derived
 * from the table above so a renamed screen cannot leave its route behind.
 */
export const adminRoutePatterns = {
  dashboard: relative(adminRoutes.dashboard),
  products: relative(adminRoutes.products),
  addProduct: relative(adminRoutes.addProduct),
  editProduct: relative(adminRoutes.editProduct(':id')),
  categories: relative(adminRoutes.categories),
  addCategory: relative(adminRoutes.addCategory),
  editCategory: relative(adminRoutes.editCategory(':id')),
  contact: relative(adminRoutes.contact),
  lead: relative(adminRoutes.lead(':id')),
  reviews: relative(adminRoutes.reviews),
  createBlog: relative(adminRoutes.createBlog),
  blogs: relative(adminRoutes.blogs),
  editBlog: relative(adminRoutes.editBlog(':id')),
  viewBlog: relative(adminRoutes.viewBlog(':id')),
  content: relative(adminRoutes.content),
  backOfficeContent: relative(adminRoutes.backOfficeContent),
  secondSection: relative(adminRoutes.secondSection),
  editSecondSection: relative(adminRoutes.editSecondSection(':id')),
  media: relative(adminRoutes.media),
  settings: relative(adminRoutes.settings),
  staff: relative(adminRoutes.staff),
  applications: relative(adminRoutes.applications),
  audit: relative(adminRoutes.audit),
  analytics: relative(adminRoutes.analytics),
  account: relative(adminRoutes.account),
} as const;

/**
 * Which staff area each screen belongs to (`signedIn`: every role). A role that may not use it sees
 * "You do not have access" there, and no sidebar item for it; the server refuses its calls anyway.
 */
export const adminScreenAreas: Record<keyof typeof adminRoutePatterns, StaffArea | 'signedIn'> = {
  dashboard: 'signedIn',
  products: 'content',
  addProduct: 'content',
  editProduct: 'content',
  categories: 'content',
  addCategory: 'content',
  editCategory: 'content',
  contact: 'leads',
  lead: 'leads',
  reviews: 'content',
  createBlog: 'content',
  blogs: 'content',
  editBlog: 'content',
  viewBlog: 'content',
  content: 'content',
  backOfficeContent: 'content',
  secondSection: 'content',
  editSecondSection: 'content',
  media: 'content',
  settings: 'admin',
  staff: 'admin',
  applications: 'applications',
  audit: 'admin',
  // Sales see the leads by source, campaign and landing page; admins every report.
  analytics: 'leads',
  account: 'signedIn',
};

/** Where signing in lands for a role: the first screen it works in (admins and editors the products, sales the inbox, recruiters the applications). */
export const homeFor = (role: Role | undefined): string => (role === 'sales' ? adminRoutes.contact : role === 'recruiter' ? adminRoutes.applications : adminRoutes.home);

function relative(path: string): string {
  return path.slice(ADMIN_BASE.length + 1);
}
