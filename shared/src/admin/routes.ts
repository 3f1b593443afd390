/**
 * Every admin screen's address, in one table. Plain strings and functions with no React import:
 * the desktop's main process reads it (a clicked lead notification opens the contact screen), and
 * must not bundle the admin's UI to do so.
 */
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
  reviews: `${ADMIN_BASE}/review`,
  blogs: `${ADMIN_BASE}/blogs`,
  createBlog: `${ADMIN_BASE}/create-blog`,
  editBlog: (id: string) => `${ADMIN_BASE}/edit-blog/${id}`,
  viewBlog: (id: string) => `${ADMIN_BASE}/blog/${id}`,
  content: `${ADMIN_BASE}/content`,
  backOfficeContent: `${ADMIN_BASE}/content/manageContent-backOffice`,
  secondSection: `${ADMIN_BASE}/edit-secondSection`,
  editSecondSection: (id: string) => `${ADMIN_BASE}/edit-secondSection/${id}`,
  settings: `${ADMIN_BASE}/settings`,
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
  reviews: relative(adminRoutes.reviews),
  createBlog: relative(adminRoutes.createBlog),
  blogs: relative(adminRoutes.blogs),
  editBlog: relative(adminRoutes.editBlog(':id')),
  viewBlog: relative(adminRoutes.viewBlog(':id')),
  content: relative(adminRoutes.content),
  backOfficeContent: relative(adminRoutes.backOfficeContent),
  secondSection: relative(adminRoutes.secondSection),
  editSecondSection: relative(adminRoutes.editSecondSection(':id')),
  settings: relative(adminRoutes.settings),
} as const;

function relative(path: string): string {
  return path.slice(ADMIN_BASE.length + 1);
}
