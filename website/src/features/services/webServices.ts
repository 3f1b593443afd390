import type { WebDetailSlug } from './slugs.js';
import type { ServiceDetailContent } from './serviceTypes.js';

export const WEB_INTRO = {
  eyebrow: 'Web Development',
  heading: 'Web Development Services',
  intro:
    'From a five-page business website to an enterprise platform used by thousands of people, our developers build fast, secure and search-friendly web solutions — with clean code, fixed estimates and clear communication at every step.',
  cardsHeading: 'What We Build',
  cardsIntro: 'Five specialised services, one accountable team. Choose a service to see how we approach it.',
};

export const WEB_SERVICES: Record<WebDetailSlug, ServiceDetailContent> = {
  'enterprise-web-app-development': {
    slug: 'enterprise-web-app-development',
    summary: 'Secure, role-based web applications — customer portals, ERP extensions and internal tools — that automate workflows and scale with your organisation.',
    illustration: 'dashboard',
    headline: 'Enterprise Web Applications Built Around the Way You Work',
    intro:
      'We design and build secure, scalable web applications that replace spreadsheets, e-mail chains and ageing legacy tools with one dependable system — from customer portals and ERP extensions to internal dashboards used by hundreds of people every day.',
    highlights: ['React', 'Node.js', '.NET', 'PostgreSQL', 'AWS & Azure', 'Single sign-on'],
    sections: [
      {
        heading: 'From Process Mapping to Production',
        paragraphs: [
          'Every engagement starts with workshops with the people who will use the system. We map approvals, roles and data flows, then turn them into a clickable prototype you can test before a line of production code is written.',
          'Development runs in two-week sprints with a working build at the end of each one, so stakeholders see progress and can change priorities early instead of at the end.',
        ],
        points: [
          'Role-based access with single sign-on (Azure AD, Google Workspace, Okta)',
          'Audit trails for every change to every record',
          'Workflow engines for multi-level approvals',
          'Reporting dashboards with Excel and CSV exports',
        ],
        illustration: 'design',
        imageAlt: 'A clickable prototype of a screen, next to a colour palette and a reviewer’s cursor',
      },
      {
        heading: 'Built to Scale, Secured by Default',
        paragraphs: [
          'Enterprise software has to survive growth, audits and staff turnover. We write typed, tested code, document the architecture and deploy through automated pipelines to the cloud or your own data centre.',
          'Security reviews follow the OWASP Top 10, data is encrypted in transit and at rest, and we load-test critical journeys before launch so month-end peaks never become outages.',
        ],
        points: [
          'Modular architecture that grows feature by feature',
          'Automated testing and CI/CD pipelines',
          'Data migration from legacy systems',
          'SLA-backed maintenance after go-live',
        ],
        illustration: 'shield',
        imageAlt: 'A shield with a padlock, standing for application security',
      },
    ],
  },
  'web-design-services': {
    slug: 'web-design-services',
    summary: 'Responsive, on-brand websites with clear messaging and obvious next steps, designed to turn visitors into enquiries on every screen size.',
    illustration: 'browser',
    headline: 'Website Design That Turns Visitors into Customers',
    intro:
      'Your website is often the first conversation a buyer has with your business. We design fast, responsive, on-brand websites with clear messaging and obvious next steps, so every visit has a better chance of becoming an enquiry.',
    highlights: ['Figma', 'Responsive layouts', 'Core Web Vitals', 'On-page SEO', 'WCAG 2.1', 'Google Analytics'],
    sections: [
      {
        heading: 'Design Grounded in Research',
        paragraphs: [
          'We begin with your customers, not a template: who they are, what they search for and what stops them from getting in touch. Competitor reviews and analytics data shape a sitemap and page wireframes before visual design begins.',
          'You review high-fidelity designs for desktop and mobile in Figma and comment directly on each screen. Two rounds of revisions are included in every project.',
        ],
        points: [
          'Brand-aligned typography, colours and imagery',
          'Mobile-first layouts tested on real devices',
          'Conversion-focused page structure and calls to action',
          'Accessible contrast, focus states and alt text',
        ],
        illustration: 'design',
        imageAlt: 'A page wireframe next to a colour palette and a design cursor',
      },
      {
        heading: 'Fast, Findable and Easy to Update',
        paragraphs: [
          'Design only works if pages load quickly. We optimise images, fonts and scripts to score well on Core Web Vitals, and set up titles, meta descriptions, structured data and sitemaps so search engines understand every page.',
          'At launch we connect Google Analytics and Search Console, set up contact forms and WhatsApp enquiries, and show your team how to edit content without calling a developer.',
        ],
        points: [
          'Page-speed optimisation and lazy-loaded media',
          'Technical SEO and redirects from old addresses',
          'Contact forms, WhatsApp chat and call tracking',
          'Domain, hosting, SSL and launch checklist handled for you',
        ],
        illustration: 'chart',
        imageAlt: 'A chart of website traffic rising month by month',
      },
    ],
  },
  cms: {
    slug: 'cms',
    summary: 'WordPress, headless and custom content management systems that let your marketing team publish, edit and schedule without a developer.',
    illustration: 'cms',
    headline: 'CMS Development That Puts Your Team in Control',
    intro:
      'Publishing a blog post or updating a price should not need a developer. We build content management systems on WordPress, on headless platforms such as Strapi and Sanity, or on fully custom stacks — shaped so your marketing and operations teams can run the site on their own.',
    highlights: ['WordPress', 'Strapi', 'Sanity', 'Contentful', 'Next.js', 'Custom admin panels'],
    sections: [
      {
        heading: 'The Right Platform for Your Content',
        paragraphs: [
          'We help you choose between a traditional CMS, a headless CMS that feeds both website and mobile app, or a custom admin panel — based on how much content you publish, how many editors you have and which systems it must connect to.',
          'Content models follow your real pages — services, case studies, team profiles, locations — so editors fill in structured fields instead of fighting a page builder.',
        ],
        points: [
          'Custom post types, fields and reusable content blocks',
          'Editorial roles, drafts, scheduling and approvals',
          'Multilingual content and regional pages',
          'Media library with automatic image resizing',
        ],
        illustration: 'browser',
        imageAlt: 'A website built from structured content blocks',
      },
      {
        heading: 'Migration, Security and Ongoing Care',
        paragraphs: [
          'Moving from an old site? We migrate pages, posts, media and SEO metadata, and map every old address to its new one so your rankings and backlinks are preserved.',
          'After launch we keep the core, themes and plugins patched, run daily off-site backups and monitor uptime, so your CMS stays fast and secure year after year.',
        ],
        points: [
          'Content and media migration with 301 redirects',
          'Hardened logins with two-factor authentication',
          'Daily backups and tested one-click restore',
          'Editor training with a written handbook',
        ],
        illustration: 'cloud',
        imageAlt: 'A cloud connected to three backup servers',
      },
    ],
  },
  'ecommerce-development-services': {
    slug: 'ecommerce-development-services',
    summary: 'Online stores on Shopify, WooCommerce, Magento or custom stacks, with payments, shipping and inventory wired in from day one.',
    illustration: 'store',
    headline: 'E-commerce Stores That Sell Around the Clock',
    intro:
      'From a first online catalogue to a multi-warehouse store with thousands of products, we build e-commerce websites on Shopify, WooCommerce, Magento or custom stacks — with payments, shipping and inventory connected from day one.',
    highlights: ['Shopify', 'WooCommerce', 'Magento', 'Razorpay', 'Stripe', 'Shiprocket'],
    sections: [
      {
        heading: 'A Storefront Built for Conversion',
        paragraphs: [
          'We design product listing and product pages that answer buyers’ questions: clear photos, size guides, delivery estimates and reviews. A short, guest-friendly checkout with UPI, cards, wallets and cash on delivery keeps abandoned carts down.',
          'Search, filters and product recommendations help shoppers find the right item quickly, on mobile as well as desktop.',
        ],
        points: [
          'Product catalogue with variants, bundles and offers',
          'Razorpay, PayU, Stripe and PayPal integration',
          'Coupons, loyalty points and abandoned-cart e-mails',
          'GST-ready invoices and tax settings',
        ],
        illustration: 'phone',
        imageAlt: 'A shopping app on a phone with a promotion banner and product list',
      },
      {
        heading: 'Operations That Run Themselves',
        paragraphs: [
          'Orders flow automatically to your warehouse, courier partners and accounting software. Stock levels stay in sync across your website and marketplaces, so you never sell what you do not have.',
          'Dashboards show revenue, best-sellers and repeat customers at a glance, and we set up analytics and conversion tracking for your ad campaigns.',
        ],
        points: [
          'Shiprocket, Delhivery and other courier integrations',
          'Inventory sync with your Amazon and Flipkart listings',
          'Order, return and refund management',
          'Sales reports and marketing pixel setup',
        ],
        illustration: 'chart',
        imageAlt: 'A sales chart with monthly bars and a rising trend line',
      },
    ],
  },
  'third-party-API-integration': {
    slug: 'third-party-API-integration',
    summary: 'Payment gateways, CRMs, ERPs, couriers and messaging services connected to your product through reliable, well-documented integrations.',
    illustration: 'api',
    headline: 'Third-Party API Integration That Connects Your Business Systems',
    intro:
      'Your payment gateway, CRM, ERP, courier partner and messaging tools each hold part of the picture. We connect them through reliable APIs so data moves automatically, teams stop re-typing information and customers get instant updates.',
    highlights: ['REST & GraphQL', 'Webhooks', 'OAuth 2.0', 'Payment gateways', 'CRM & ERP', 'WhatsApp Business API'],
    sections: [
      {
        heading: 'Integrations We Deliver',
        paragraphs: [
          'We have connected websites and apps to payment gateways, CRMs such as Salesforce, HubSpot and Zoho, ERPs and accounting tools, logistics providers, Google and Meta platforms, and SMS, e-mail and WhatsApp Business messaging.',
          'Where no ready-made connector exists, we build custom middleware that maps fields between systems, validates data and keeps both sides in sync.',
        ],
        points: [
          'Payment, refund and settlement APIs',
          'CRM lead capture and contact sync',
          'Shipping rates, label generation and tracking',
          'SMS, OTP, e-mail and WhatsApp notifications',
        ],
        illustration: 'cloud',
        imageAlt: 'Cloud services connected to your business servers',
      },
      {
        heading: 'Reliable by Design',
        paragraphs: [
          'Third-party services fail, throttle and change. Our integrations retry safely, queue work while a provider is down, log every call and alert your team when something needs attention.',
          'Credentials are stored securely, access tokens refresh automatically and every integration ships with documentation, so your team knows exactly how data moves.',
        ],
        points: [
          'Webhook handling with signature verification',
          'Retry queues and idempotent processing',
          'Monitoring, logs and failure alerts',
          'Versioned, documented integration code',
        ],
        illustration: 'code',
        imageAlt: 'A code editor showing integration code',
      },
    ],
  },
};
