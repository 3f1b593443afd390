import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, documentListPage, type DocumentKind } from './documents.js';

/**
 * The public pages of the website: their clean paths, titles and descriptions. The website routes
 * to them and the backend writes the same title, description and share tags into the HTML it
 * serves, and answers 404 for any other path (shared/docs/website.md#addresses).
 */
export interface PageMeta {
  title: string;
  description: string;
}

const WEB_DETAIL = {
  'enterprise-web-app-development': ['Enterprise Web App Development', 'Secure, scalable enterprise web applications built around your workflows.'],
  'web-design-services': ['Web Design Services', 'Responsive, conversion-focused website design for growing businesses.'],
  cms: ['CMS Development', 'WordPress, headless and custom CMS builds your team can run on its own.'],
  'ecommerce-development-services': ['E-commerce Development Services', 'Online stores with payments, inventory and shipping that sell around the clock.'],
  'third-party-API-integration': ['Third-Party API Integration', 'Connect payment, CRM, ERP, logistics and messaging services to your product.'],
} as const;

const APP_DETAIL = {
  'iphone-app-development': ['iPhone App Development', 'Native iOS apps in Swift, from idea to App Store release.'],
  'android-app-development': ['Android App Development', 'Native Android apps in Kotlin, built for every screen size.'],
  'flutter-app-development': ['Flutter App Development', 'One Flutter codebase for Android and iOS with native performance.'],
  'react-native-app-development': ['React Native App Development', 'Cross-platform React Native apps that share code with your web team.'],
  'ionic-app-development': ['Ionic App Development', 'Hybrid Ionic apps that reuse web skills across mobile platforms.'],
  'wearable-app-development': ['Wearable App Development', 'Apps for smartwatches and fitness wearables on watchOS and Wear OS.'],
  'ar-vr-app-development': ['AR/VR App Development', 'Augmented and virtual reality experiences for training, retail and events.'],
  'ui-ux-design-development': ['UI/UX Design', 'Research-led interface and experience design for web and mobile products.'],
  'chrome-cast-app-development': ['Chromecast App Development', 'Cast-enabled sender and receiver apps for streaming to the big screen.'],
} as const;

export const WEB_DETAIL_SLUGS = Object.keys(WEB_DETAIL) as Array<keyof typeof WEB_DETAIL>;
export const APP_DETAIL_SLUGS = Object.keys(APP_DETAIL) as Array<keyof typeof APP_DETAIL>;

const page = (title: string, description: string): PageMeta => ({ title, description });

export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/': page('IT Solutions for Growing Businesses', 'Web and app development, digital marketing, Amazon store services, back-office support and AI solutions for businesses worldwide.'),
  '/services': page('Our Services', 'Web development, app development, UI/UX design, digital marketing, AI and analytics, and custom software.'),
  '/products': page('Our Products', 'Software licences, devices, templates and support plans from our catalogue, priced in rupees.'),
  '/contactUs': page('Contact Us', 'Tell us about your project: call, e-mail or send a message and we will get back within one business day.'),
  '/about': page('About Us', 'Who we are, why clients choose us, our figures and the values behind our work.'),
  '/backOfficeServices': page('Back Office Services', 'Data entry, order processing, bookkeeping and customer support handled by a dedicated back-office team.'),
  '/digitalMarketingServices': page('Digital Marketing Services', 'SEO, social media, paid ads and content marketing that bring measurable leads.'),
  '/amazonServices': page('Amazon Services', 'Amazon seller account management, listings, A+ content, advertising and brand registry.'),
  '/webdevelopment': page('Web Development', 'Enterprise web apps, website design, CMS, e-commerce and API integrations.'),
  '/appdevelopment': page('App Development', 'iPhone, Android, Flutter, React Native, Ionic, wearable, AR/VR and Chromecast apps.'),
  '/machine-learning-and-ai-solutions': page('Machine Learning & AI Solutions', 'Chatbots, predictive analytics, computer vision and automation built on machine learning.'),
  '/privacy-policy': page('Privacy Policy', 'What information we collect, how we use it, your rights and how to reach us.'),
  '/terms-and-conditions': page('Terms and Conditions', 'The terms that apply to the use of this website and our services.'),
  '/refund-policy': page('Refund Policy', 'Our policy on refunds, exchanges and cancellations.'),
  ...Object.fromEntries(Object.entries(WEB_DETAIL).map(([slug, [t, d]]) => [`/webdevelopment/${slug}`, page(t, d)])),
  ...Object.fromEntries(Object.entries(APP_DETAIL).map(([slug, [t, d]]) => [`/appdevelopment/${slug}`, page(t, d)])),
  // Each document type's list (documents.ts): /case-studies, /careers.
  ...Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [documentListPage(kind), DOCUMENT_KINDS[kind].page])),
};

/**
 * The pages of the forms that work without JavaScript (contract/forms.ts) that are not content
 * pages: a form on a page of its own, and the thank-you pages a stored post leads to. They are
 * kept out of search engines and the sitemap.
 */
export const FORM_PAGES: Record<string, PageMeta> = {
  '/quote': page('Request a quote', 'Ask for a quote for one product: we reply within one business day with the price, delivery and terms.'),
  '/review': page('Write a review', 'Tell others what working with us was like. Every review is read before it is published.'),
  '/thank-you/contact': page('Message sent', 'Your message reached us: a consultant replies within one business day.'),
  '/thank-you/quote': page('Quote requested', 'Your quote request reached us: a consultant replies within one business day.'),
  '/thank-you/review': page('Review received', 'Thank you for your review: it appears on the site once it is approved.'),
  '/thank-you/application': page('Application sent', 'Your application reached us.'),
};

/**
 * The query parameters each page reads (the rest, such as `utm_source` or `gclid`, change nothing
 * on it): a cached page is kept once for every value of these, and once for all the rest.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/products': ['keyword', 'category', 'page'],
  '/quote': ['product', 'quantity'],
  '/review': ['product'],
};

export const NOT_FOUND_PAGE = page('Page not found', "Oops! The page you are looking for doesn't exist.");

export type PublicRoute =
  | { kind: 'page'; path: string; meta: PageMeta; noindex?: boolean }
  /** `slug`: the address's last part, a slug (or an old slug or an id, answered 301 to the slug). */
  | { kind: 'blog'; slug: string }
  | { kind: 'product'; slug: string }
  /** A document's page (documents.ts): /case-studies/<slug>. */
  | { kind: 'document'; document: DocumentKind; slug: string }
  | { kind: 'admin' }
  | { kind: 'notFound' };

/** What a path of the website is. Trailing slashes are ignored. */
export function matchPublicPath(rawPath: string): PublicRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const meta = PUBLIC_PAGES[path];
  if (meta) return { kind: 'page', path, meta };
  const formPage = FORM_PAGES[path];
  if (formPage) return { kind: 'page', path, meta: formPage, noindex: true };
  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (blog) return { kind: 'blog', slug: decodeURIComponent(blog[1]) };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return { kind: 'product', slug: decodeURIComponent(product[1]) };
  for (const kind of DOCUMENT_KIND_NAMES) {
    const one = new RegExp(`^/${DOCUMENT_KINDS[kind].segment}/([^/]+)$`).exec(path);
    if (one) return { kind: 'document', document: kind, slug: decodeURIComponent(one[1]) };
  }
  if (path === '/wp-admin' || path === '/admin' || path.startsWith('/admin/')) return { kind: 'admin' };
  return { kind: 'notFound' };
}

/** Meta and share descriptions are cut to 150 characters (shared/docs/website.md#blog-article). */
export function shareDescription(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : flat.slice(0, max);
}

/** A product's or blog's share image: the one chosen while the record still has it, else its first (shared/contract/seo.ts). */
export const shareImageOf = (chosen: string, images: readonly string[]): string | undefined => (chosen && images.includes(chosen) ? chosen : images[0]);
