import type { BlogCategory, CaseStudyCreateInput, OpenRoleCreateInput, ProductCreateInput, SettingsInput, seoFields } from '@itsite/shared/contract';
import type { Motif } from './illustrations.js';

/**
 * The words of the demo site. Written as a real agency would publish them, so a first start shows
 * what the finished site looks like and the admin screens have something to edit.
 * `daysAgo` places each record in the past; the seed turns it into createdAt and a matching id.
 */

/** The settings a form would send (the portraits are uploads, added by the seed). */
export const DEMO_SETTINGS: Omit<SettingsInput, 'founderPortrait' | 'coFounderPortrait'> = {
  companyName: 'Nexora Technologies',
  tagline: 'Web, app, marketing and back-office services for growing businesses',
  address: '4th Floor, Tower B, Sector 62, Noida, Uttar Pradesh 201309, India',
  country: 'IN',
  phones: ['+91 98110 42735', '+91 120 456 7890'],
  email: 'info@nexora.example',
  whatsappNumber: '919811042735',
  social: {
    linkedin: 'https://www.linkedin.com/company/nexora-technologies',
    facebook: 'https://www.facebook.com/nexoratechnologies',
    instagram: 'https://www.instagram.com/nexora.tech',
    x: 'https://x.com/nexoratech',
  },
  /** Every figure the pages state (counters, claims, "founded in", years in business) comes from here. */
  // Figures that agree: founded 2018, leadership older than the company, no award claimed.
  facts: { foundedYear: 2018, clients: 200, projects: 1200, teamSize: 120, countries: 5, awards: 0, leadershipYears: 12 },
  timeZone: 'Asia/Kolkata',
  feedContent: 'full',
  // Above the cheapest physical product (₹1,899), so the offer means something.
  freeShippingOver: 5000,
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  // No made-up review address: with none, visitors are not sent anywhere after reviewing.
  publicReviewUrl: '',
};

export type CategoryKey = 'licences' | 'hardware' | 'templates' | 'support';

export interface DemoCategory {
  key: CategoryKey;
  name: string;
  description: string;
  daysAgo: number;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'licences',
    name: 'Software Licences',
    description:
      'Genuine, invoice-backed licences for the office, accounting and security software Indian businesses run on. Every order includes a GST invoice, activation help and renewal reminders.',
    daysAgo: 120,
  },
  {
    key: 'hardware',
    name: 'Hardware & Devices',
    description:
      'Business-grade monitors, networking gear, peripherals and compact PCs, configured by our engineers before dispatch and covered by manufacturer warranty.',
    daysAgo: 119,
  },
  {
    key: 'templates',
    name: 'Web Templates',
    description:
      'Ready-made, mobile-first website templates built by our design team. Fast to launch, easy to edit, and search-engine friendly from the first day.',
    daysAgo: 118,
  },
  {
    key: 'support',
    name: 'Support Plans',
    description:
      'Fixed-price plans for website upkeep, remote IT help and annual maintenance, so your team has a named engineer to call when something needs attention.',
    daysAgo: 117,
  },
];

/** A demo product: the declared product fields (a new field needs a value here), by category key. */
/** The SEO fields are left to their defaults: a slug from the name, the name and description in results. */
export type DemoProduct = Omit<ProductCreateInput, 'category' | keyof typeof seoFields> & {
  category: CategoryKey;
  /** One picture per motif (the first is the one lists show). */
  motifs: Motif[];
  daysAgo: number;
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Cloud Office Suite – Business, 1 User / 1 Year',
    description:
      'Business e-mail on your own domain, 1 TB of cloud storage per user, video meetings and the full desktop office apps for up to five devices. We set up your domain records, migrate existing mailboxes and hand over an admin guide written for non-technical owners.',
    price: 8999,
    ratings: 4.7,
    stock: 250,
    kind: 'digital',
    category: 'licences',
    motifs: ['cloud', 'laptop'],
    daysAgo: 95,
  },
  {
    name: 'Endpoint Security Suite – 5 Devices / 1 Year',
    description:
      'Antivirus, ransomware protection, web filtering and a central dashboard for five Windows, macOS or Android devices. Includes remote installation by our team and a monthly threat summary e-mailed to you.',
    price: 3499,
    ratings: 4.5,
    stock: 400,
    kind: 'digital',
    category: 'licences',
    motifs: ['shield'],
    daysAgo: 90,
  },
  {
    name: 'GST Accounting Software – Single User Licence',
    description:
      'Perpetual single-user licence for GST-ready accounting: invoicing, e-way bills, inventory and GSTR reports. Comes with one hour of guided onboarding and data import from spreadsheets.',
    price: 5499,
    ratings: 4.3,
    stock: 120,
    kind: 'digital',
    category: 'licences',
    motifs: ['key', 'documents'],
    daysAgo: 84,
  },
  {
    name: '24-inch Full HD IPS Monitor',
    description:
      'A slim 24-inch IPS panel with accurate colours, 75 Hz refresh, HDMI and DisplayPort inputs and a flicker-free backlight for long working days. Three-year manufacturer warranty with doorstep service in major cities.',
    price: 11499,
    ratings: 4.4,
    stock: 35,
    kind: 'physical',
    category: 'hardware',
    motifs: ['monitor'],
    daysAgo: 70,
  },
  {
    name: 'Dual-Band Wi-Fi 6 Office Router',
    description:
      'Reliable Wi-Fi 6 coverage for offices of up to 25 people, with a separate guest network, parental and access controls and VPN support. We pre-configure it with your ISP settings so it works the moment it is plugged in.',
    price: 4999,
    ratings: 3.9,
    stock: 60,
    kind: 'physical',
    category: 'hardware',
    motifs: ['router', 'network'],
    daysAgo: 63,
  },
  {
    name: 'Wireless Keyboard & Mouse Combo',
    description:
      'Quiet, full-size keyboard with a numeric pad and a contoured mouse on a single 2.4 GHz receiver. Up to 18 months of battery life, spill-resistant keys and a one-year replacement warranty.',
    price: 1899,
    ratings: 4.1,
    stock: 180,
    kind: 'physical',
    category: 'hardware',
    motifs: ['keyboard'],
    daysAgo: 58,
  },
  {
    name: 'Compact Business Mini PC – 16 GB RAM / 512 GB SSD',
    description:
      'A palm-sized desktop for billing counters, reception desks and home offices. Licensed Windows pre-installed, dual display output, Wi-Fi 6 and a VESA mount so it can sit behind a monitor. Delivered ready to use with your software installed.',
    price: 24999,
    ratings: 4.6,
    stock: 18,
    kind: 'physical',
    category: 'hardware',
    motifs: ['minipc', 'monitor'],
    daysAgo: 41,
  },
  {
    name: 'Corporate Business Website Template – 5 Pages',
    description:
      'A clean five-page template (home, about, services, blog and contact) with WhatsApp chat, an enquiry form and on-page SEO already in place. Includes one round of branding: your logo, colours and fonts applied by our designers.',
    price: 2499,
    ratings: 4.8,
    stock: 999,
    kind: 'digital',
    category: 'templates',
    motifs: ['browser', 'phone'],
    daysAgo: 30,
  },
  {
    name: 'E-commerce Storefront Template',
    description:
      'A conversion-focused storefront with product filters, cart, UPI and card checkout integration points, and order e-mails. Optimised for mobile shoppers and fast on budget hosting.',
    price: 6999,
    ratings: 4.5,
    stock: 999,
    kind: 'digital',
    category: 'templates',
    motifs: ['store', 'browser'],
    daysAgo: 22,
  },
  {
    name: 'Website Care Plan – 12 Months',
    description:
      'Monthly updates, daily off-site backups, uptime monitoring, security patching and up to two hours of content changes every month. Issues reported before 4 pm IST are picked up the same working day.',
    price: 9999,
    ratings: 4.9,
    stock: 50,
    kind: 'service',
    category: 'support',
    motifs: ['headset', 'gears'],
    daysAgo: 12,
  },
];

export interface DemoSection {
  heading: string;
  description: string;
  motif: Motif;
}

export interface DemoBlog {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  /** Which of the shipped looping icon videos (1-3). */
  icon: 1 | 2 | 3;
  sections: DemoSection[];
  daysAgo: number;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'Outsourced Bookkeeping That Keeps You GST-Ready',
    heading: 'Clean books every month, on-time filings and no year-end scramble',
    description: [
      'Most small businesses do not fall behind on their accounts because they are careless. They fall behind because the person keeping the books is also handling sales, vendors and payroll, and reconciliation is always the task that can wait until next week.',
      'Our back-office team takes that work off your desk. We record sales and purchase invoices as they arrive, reconcile bank and payment-gateway statements every week, and match your purchase register against GSTR-2B before each return is due, so input tax credit is never left on the table.',
      'You keep full ownership of your data and your accounting software. We simply work inside it, on a schedule you can see, and send a one-page summary at the end of each month with the numbers that matter: cash position, receivables, payables and tax due.',
    ].join('\n\n'),
    author: 'Priya Raghavan',
    category: 'backOffice',
    icon: 1,
    daysAgo: 150,
    sections: [
      {
        heading: 'A monthly routine, not a year-end rescue',
        description:
          'Every engagement starts with a fixed calendar: invoices entered within two working days, bank reconciliation every Friday, and GST working papers shared five days before the filing deadline. Because the routine never changes, nothing piles up, and your chartered accountant receives books that are ready for review rather than repair.',
        motif: 'documents',
      },
      {
        heading: 'Reconciling GSTR-2B before you lose credit',
        description:
          'Mismatched supplier invoices are the most common reason small firms lose input tax credit. We compare your purchase register with GSTR-2B line by line, flag missing or incorrect supplier filings, and draft the follow-up e-mails for your vendors. Most clients recover credit in the first quarter that covers our fee several times over.',
        motif: 'chart',
      },
      {
        heading: 'Secure by design',
        description:
          'Our team works through named, individual logins with only the permissions they need, from an ISO 27001-aligned office with no removable storage. Access is reviewed every quarter and revoked the day an engagement ends, and you can see every change in your software’s audit trail.',
        motif: 'shield',
      },
    ],
  },
  {
    title: 'Data Entry at Scale Without a Hiring Spree',
    heading: 'How a dedicated back-office team absorbs seasonal peaks with accuracy above 99.5%',
    description: [
      'Catalogue uploads, KYC forms, purchase orders, survey responses: data entry is rarely anyone’s core business, yet errors in it quietly cost money in returns, rejected claims and bad decisions.',
      'Hiring and training temporary staff for every busy season is slow and expensive. A managed back-office team gives you trained people who already know your formats, with a second person checking every batch before it reaches you.',
    ].join('\n\n'),
    author: 'Arjun Mehta',
    category: 'backOffice',
    icon: 3,
    daysAgo: 118,
    sections: [
      {
        heading: 'Double-entry verification on every batch',
        description:
          'Each record is keyed by one operator and verified by another, with automatic checks for formats such as PAN, GSTIN, pin codes and dates. Anything that does not match goes to a query sheet for you instead of being guessed, which is how we keep accuracy consistently above 99.5%.',
        motif: 'documents',
      },
      {
        heading: 'Capacity that follows your calendar',
        description:
          'Tell us about a sale, a product launch or a financial year-end four weeks ahead and we scale the team up for those weeks, then back down. You pay for the volume processed, not for idle seats, and turnaround times are written into the agreement.',
        motif: 'gears',
      },
    ],
  },
  {
    title: 'Running an Amazon Store Without Losing Your Weekends',
    heading: 'Listings, inventory, orders and account health, handled by people who do it every day',
    description: [
      'Selling on a marketplace looks simple until the orders start arriving. Suddenly someone has to fix suppressed listings, answer buyer messages within 24 hours, reconcile settlement reports and keep an eye on account health metrics that can pause your store overnight.',
      'Our marketplace team manages these daily tasks for brands and resellers across India, the UK and the US. We work inside your Seller Central account with our own user permissions, and you receive a weekly report covering sales, returns, stock cover and advertising spend.',
      'The goal is not to take your store away from you. It is to give you back the hours you now spend on repetitive work, so you can focus on sourcing, pricing and new products.',
    ].join('\n\n'),
    author: 'Sneha Kulkarni',
    category: 'backOffice',
    icon: 2,
    daysAgo: 86,
    sections: [
      {
        heading: 'Listings that search and convert',
        description:
          'We rewrite titles, bullet points and backend keywords around what shoppers actually type, fix category and attribute errors that suppress listings, and prepare A+ content briefs for your designers. Every change is logged so you can see what moved the numbers.',
        motif: 'store',
      },
      {
        heading: 'Inventory and order operations',
        description:
          'Daily order checks, buyer messages answered within hours, return and claim filing, and weekly stock-cover alerts so best-sellers never go out of stock before a sale event. For FBA sellers we also prepare shipment plans and track inbound reconciliation.',
        motif: 'chart',
      },
      {
        heading: 'Protecting account health',
        description:
          'Late dispatch, cancellation and policy warnings are reviewed every morning. When a notice does arrive, we investigate the cause, draft a clear plan of action and follow it through, because a few days of suspension during a festive sale costs far more than prevention.',
        motif: 'shield',
      },
    ],
  },
  {
    title: 'Local SEO for Indian Small Businesses: A 90-Day Plan',
    heading: 'Show up when nearby customers search for exactly what you sell',
    description: [
      'When someone searches for “CA near me” or “best bakery in Indiranagar”, the map results at the top of the page get most of the calls. For a local business, those three positions are worth more than any banner ad.',
      'Ranking there is not a mystery. It comes from a complete and accurate business profile, consistent contact details across the web, genuine reviews, and a website that clearly says what you do and where you do it.',
      'Here is the 90-day plan we follow for our local clients, which you can also use yourself.',
    ].join('\n\n'),
    author: 'Rahul Verma',
    category: 'digitalMarketing',
    icon: 1,
    daysAgo: 64,
    sections: [
      {
        heading: 'Days 1–30: fix the foundations',
        description:
          'Verify and complete your business profile: categories, service areas, opening hours, photos and a description that names your locality. Then make your name, address and phone number identical on your website, directories and social pages, since inconsistencies quietly undermine trust in your listing.',
        motif: 'browser',
      },
      {
        heading: 'Days 31–60: earn reviews and local pages',
        description:
          'Ask every satisfied customer for a review with a short link sent on WhatsApp, and reply to every review, good or bad, within two days. On your website, create one page per service and locality you genuinely cover, with real photos and answers to the questions customers ask on the phone.',
        motif: 'phone',
      },
      {
        heading: 'Days 61–90: measure and refine',
        description:
          'Track calls, direction requests and website visits from your profile every week. Double down on the services and areas that bring enquiries, post updates and offers twice a month, and keep photos fresh. Most businesses we work with see a clear rise in calls within this first quarter.',
        motif: 'chart',
      },
    ],
  },
  {
    title: 'Performance Marketing on a Modest Budget',
    heading: 'Where every rupee of a ₹30,000 monthly ad budget should go',
    description: [
      'Small budgets do not fail because they are small. They fail because they are spread across too many platforms, audiences and objectives at once, so no campaign ever collects enough data to improve.',
      'With a focused plan, a monthly budget of ₹30,000 can produce a steady flow of qualified leads for most service businesses. The trick is to spend on intent first, prove what converts, and only then buy reach.',
    ].join('\n\n'),
    author: 'Ananya Iyer',
    category: 'digitalMarketing',
    icon: 3,
    daysAgo: 40,
    sections: [
      {
        heading: 'Start with search intent',
        description:
          'Put most of the first month’s budget on search campaigns for a tight list of high-intent keywords, with exact and phrase match only and a long list of negative keywords. People searching for your service today are the cheapest customers you will ever acquire.',
        motif: 'megaphone',
      },
      {
        heading: 'Track leads, not clicks',
        description:
          'Before spending a rupee, set up conversion tracking for form submissions, calls and WhatsApp chats, and send lead quality back from your CRM. Optimising for cheap clicks fills your inbox with noise; optimising for qualified leads is what lowers cost per customer.',
        motif: 'donut',
      },
      {
        heading: 'Retarget, then expand',
        description:
          'Once search is profitable, add a small retargeting campaign on social media for people who visited but did not enquire. Only when both are working do we test lookalike audiences, in small steps, keeping the budget on whatever returns the best cost per qualified lead.',
        motif: 'network',
      },
    ],
  },
  {
    title: 'A Social Media Calendar Your Team Can Actually Keep',
    heading: 'Consistent posting without daily panic: themes, batches and a simple approval flow',
    description: [
      'Most brand pages do not go quiet because there is nothing to say. They go quiet because every post is planned on the day it is due, and that day someone is busy.',
      'A calendar built around a few recurring themes, produced in monthly batches and approved in one sitting, turns social media from a daily chore into a short monthly task. This is the system our creative team uses for the thirty creatives a month in our digital marketing plan.',
    ].join('\n\n'),
    author: 'Rahul Verma',
    category: 'digitalMarketing',
    icon: 2,
    daysAgo: 21,
    sections: [
      {
        heading: 'Four themes, repeated with variety',
        description:
          'Pick four content pillars, for example customer stories, how-to tips, behind the scenes and offers, and rotate through them every week. Recurring themes make planning faster and teach your audience what to expect from you.',
        motif: 'phone',
      },
      {
        heading: 'Produce in batches, approve once',
        description:
          'Write captions and design creatives for the whole month in one focused sprint, then review them in a single thirty-minute call. Scheduled posts go out on time even in your busiest weeks, and the monthly report tells you which themes to do more of.',
        motif: 'laptop',
      },
    ],
  },
  {
    title: 'From Spreadsheets to a Smart Assistant: Practical AI for Small Teams',
    heading: 'Three AI projects that pay for themselves in months, not years',
    description: [
      'Artificial intelligence does not have to mean a research lab or a seven-figure budget. For most growing companies the best first projects are modest: read documents automatically, answer routine questions, and forecast next month a little better than a spreadsheet can.',
      'We build these systems on top of the tools you already use, keep humans in the loop wherever a decision matters, and measure results against the manual process before anything goes live.',
      'Here are three projects we recommend most often, and what it takes to run them well.',
    ].join('\n\n'),
    author: 'Karthik Subramanian',
    category: 'others',
    icon: 1,
    daysAgo: 6,
    sections: [
      {
        heading: 'Document reading that feeds your systems',
        description:
          'Invoices, purchase orders and application forms can be read by a model that extracts the fields you need and posts them to your accounting or CRM software. Low-confidence fields go to a person for a quick check, so accuracy stays high while manual effort drops sharply.',
        motif: 'documents',
      },
      {
        heading: 'An assistant trained on your own answers',
        description:
          'A chat assistant grounded in your product sheets, policies and past support replies can answer the questions your team hears every day, on your website or WhatsApp, and hand over to a person with the full conversation when it cannot help.',
        motif: 'network',
      },
      {
        heading: 'Forecasts you can act on',
        description:
          'Simple machine-learning models on your sales history, seasonality and promotions give noticeably better demand forecasts than last year’s numbers plus a guess. Better forecasts mean fewer stock-outs, less dead inventory and calmer purchase planning.',
        motif: 'chart',
      },
    ],
  },
];

export const DEMO_SECOND_SECTION: { title: string; para: string; motif: Motif; daysAgo: number } = {
  title: 'Trusted by global clients for tailored IT services',
  para: 'From start-ups in Noida and Bengaluru to retailers in London and Dallas, businesses rely on Nexora for websites, mobile apps, digital marketing, marketplace management and back-office support. One accountable team, clear fixed-price plans and engineers who answer the phone: that is why more than 200 clients keep working with us year after year.',
  motif: 'network',
  daysAgo: 125,
};

export interface DemoReview {
  name: string;
  rating: number;
  feedback: string;
  status: 'approved' | 'pending';
  daysAgo: number;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    name: 'Rohit Sharma',
    rating: 5,
    feedback:
      'Nexora rebuilt our company website in under a week. It loads fast, looks professional on every phone, and we started getting enquiries through the WhatsApp button almost immediately.',
    status: 'approved',
    daysAgo: 230,
  },
  {
    name: 'Emily Carter',
    rating: 4.5,
    feedback: 'Reliable Amazon account management. Our suppressed listings were fixed within two days and sales have grown steadily since.',
    status: 'approved',
    daysAgo: 214,
  },
  {
    name: 'Meera Nair',
    rating: 5,
    feedback: 'Their bookkeeping team is meticulous. GST returns are filed on time every month and I finally understand my numbers.',
    status: 'approved',
    daysAgo: 197,
  },
  {
    name: 'David Thompson',
    rating: 4,
    feedback: 'Good communication across time zones and a solid mobile app delivered on schedule. A couple of small design tweaks took an extra round, but the result was worth it.',
    status: 'approved',
    daysAgo: 181,
  },
  {
    name: 'Aarav Gupta',
    rating: 4.5,
    feedback: 'The social media creatives are on-brand and always ready before the month starts. Engagement on our page has doubled.',
    status: 'approved',
    daysAgo: 166,
  },
  {
    name: 'Fatima Al Mansouri',
    rating: 5,
    feedback:
      'We outsourced data entry for our catalogue of 12,000 products. Accuracy was excellent, every query was raised instead of guessed, and the team scaled up for our Ramadan sale without any drama.',
    status: 'approved',
    daysAgo: 150,
  },
  {
    name: 'Sandeep Reddy',
    rating: 3.5,
    feedback: 'Decent SEO work and honest reporting. Results took about three months to show, which they told us upfront.',
    status: 'approved',
    daysAgo: 133,
  },
  {
    name: 'Lucas Müller',
    rating: 4.5,
    feedback: 'A well-structured AI document extraction pilot. It now reads most of our supplier invoices, and the review screen for uncertain fields is a thoughtful touch.',
    status: 'approved',
    daysAgo: 117,
  },
  {
    name: 'Kavya Menon',
    rating: 5,
    feedback: 'Quick, friendly support on the website care plan. Every change request is done the same day.',
    status: 'approved',
    daysAgo: 99,
  },
  {
    name: 'James O’Connor',
    rating: 4,
    feedback: 'Our Google Ads finally make sense. Cost per lead dropped by about a third in two months after they restructured the campaigns around search intent.',
    status: 'approved',
    daysAgo: 82,
  },
  {
    name: 'Neha Joshi',
    rating: 4.5,
    feedback: 'They configured our office router, laptops and security licences in one visit. Everything just works now.',
    status: 'approved',
    daysAgo: 61,
  },
  {
    name: 'Vikram Singh',
    rating: 5,
    feedback:
      'Third project with Nexora and still impressed. The e-commerce store was delivered with clean code, proper documentation and a training session for our staff, and support after launch has been prompt.',
    status: 'approved',
    daysAgo: 44,
  },
  {
    name: 'Sophie Laurent',
    rating: 4,
    feedback: 'Clear fixed pricing and no surprises on the invoice. The team is responsive on WhatsApp, which our managers appreciate.',
    status: 'approved',
    daysAgo: 27,
  },
  {
    name: 'Ishaan Bhatia',
    rating: 5,
    feedback: 'Launched our restaurant website and online menu in five days, including the domain and hosting. Highly recommended for small businesses.',
    status: 'approved',
    daysAgo: 11,
  },
  {
    name: 'Pooja Desai',
    rating: 4.5,
    feedback: 'Very happy with the monthly marketing report. It is short, readable and tells us exactly what to do next.',
    status: 'pending',
    daysAgo: 3,
  },
  {
    name: 'Michael Chen',
    rating: 4,
    feedback: 'Prompt quote and a helpful discovery call about our inventory app. Looking forward to starting the project next month.',
    status: 'pending',
    daysAgo: 1,
  },
];

/**
 * Reviews of demo products (by the product's name), approved, each about what that product is and
 * does; a few products have some, the rest none (their pages show no rating).
 */
export const DEMO_PRODUCT_REVIEWS: Array<DemoReview & { product: string }> = [
  {
    product: 'Compact Business Mini PC – 16 GB RAM / 512 GB SSD',
    name: 'Harish Kulkarni',
    rating: 5,
    feedback: 'Bought two for our billing counters. They came with our billing software and printer drivers already installed, sit behind the monitors on the VESA mount, and boot in seconds.',
    status: 'approved',
    daysAgo: 33,
  },
  {
    product: 'Compact Business Mini PC – 16 GB RAM / 512 GB SSD',
    name: 'Ananya Iyer',
    rating: 4,
    feedback: 'Quiet and fast enough for spreadsheets and video calls with two screens. The power brick is bigger than I expected, otherwise a neat little machine.',
    status: 'approved',
    daysAgo: 19,
  },
  {
    product: 'Compact Business Mini PC – 16 GB RAM / 512 GB SSD',
    name: 'Rahul Verma',
    rating: 4.5,
    feedback: 'Replaced an old tower at our reception desk. Wi-Fi 6 works well through two walls and there was no setup on our side at all.',
    status: 'approved',
    daysAgo: 6,
  },
  {
    product: '24-inch Full HD IPS Monitor',
    name: 'Deepa Pillai',
    rating: 4.5,
    feedback: 'Colours are even across the panel and text is sharp at 100% scaling. No flicker after a full day of accounts work.',
    status: 'approved',
    daysAgo: 52,
  },
  {
    product: '24-inch Full HD IPS Monitor',
    name: 'Manoj Thakur',
    rating: 4,
    feedback: 'Good value for an office of ten. The stand only tilts, so we added arms for two desks, but the picture is excellent.',
    status: 'approved',
    daysAgo: 24,
  },
  {
    product: 'Endpoint Security Suite – 5 Devices / 1 Year',
    name: 'Sneha Rao',
    rating: 5,
    feedback: 'Their team installed it remotely on our four laptops and one Android phone in under an hour. The monthly threat summary is short and actually readable.',
    status: 'approved',
    daysAgo: 40,
  },
  {
    product: 'Endpoint Security Suite – 5 Devices / 1 Year',
    name: 'Farhan Qureshi',
    rating: 4,
    feedback: 'Blocked a phishing link a colleague clicked within the first week. The dashboard takes a little getting used to.',
    status: 'approved',
    daysAgo: 15,
  },
];

/** A demo case study: its fields as a create would take them (the cover is a rendered illustration). */
export type DemoCaseStudy = Omit<CaseStudyCreateInput, 'cover' | 'gallery' | 'slug' | 'metaTitle' | 'metaDescription' | 'shareImage' | 'status' | 'publishAt'> & {
  motif: Motif;
  daysAgo: number;
};

/** Three projects whose figures agree with the rest of the demo (and with each other). */
export const DEMO_CASE_STUDIES: DemoCaseStudy[] = [
  {
    title: 'Month-end close in two days for a spice exporter',
    client: 'Malabar Spice Traders',
    industry: 'retail',
    services: ['ai-solutions', 'back-office'],
    summary: 'We read 2,000 supplier invoices a month automatically and cut the month-end close from six days to two.',
    challenge: '<p>Four clerks typed every supplier invoice into the accounts by hand. The close took six working days, and a typing slip surfaced only when a supplier called about a short payment.</p>',
    solution:
      '<p>A document reader extracts supplier, date, tax and line totals from each scanned invoice and posts it to the accounts. Anything it is not sure of goes to a <strong>review queue</strong> our back-office team clears the same day.</p><ul><li>Rules per supplier, learnt from corrections</li><li>A daily summary of what was posted and what waits</li></ul>',
    results: [
      { value: '2 days', label: 'month-end close, down from six' },
      { value: '2,000', label: 'invoices read a month' },
      { value: '97%', label: 'posted without a correction' },
    ],
    technologies: ['Python', 'TypeScript', 'PostgreSQL'],
    quote: 'The close used to eat the first week of every month. Now it is done by Tuesday.',
    quoteBy: 'Anita Menon, Finance Head',
    motif: 'documents',
    daysAgo: 40,
  },
  {
    title: 'A clinic chain books a third of its visits online',
    client: 'CarePoint Clinics',
    industry: 'healthcare',
    services: ['app-development', 'ui-ux-design'],
    summary: 'An Android and iPhone app for booking, reminders and reports, used by 18,000 patients across nine clinics.',
    challenge: '<p>Patients could book only by phone, in clinic hours. One in five missed their visit, and reports were collected on paper.</p>',
    solution: '<p>One Flutter app for Android and iPhone: book a doctor by clinic and time, get a reminder the day before, and read lab reports as soon as they are signed.</p>',
    results: [
      { value: '34%', label: 'of visits booked in the app' },
      { value: '18,000', label: 'patients using it' },
      { value: '41%', label: 'fewer missed visits' },
    ],
    technologies: ['Flutter', 'Node.js', 'Firebase'],
    quote: 'Our front desks finally answer questions instead of booking slots all day.',
    quoteBy: 'Dr. Rahul Iyer, Medical Director',
    motif: 'phone',
    daysAgo: 75,
  },
  {
    title: 'An online store that sells while the showroom sleeps',
    client: 'Urban Loom Furnishings',
    industry: 'retail',
    services: ['ecommerce', 'web-development', 'digital-marketing'],
    summary: 'A fast online store with payments, stock from the shop floor and campaigns that bring 40% of its sales.',
    challenge: '<p>The showroom sold well, but the old website showed a catalogue without prices or stock, and leads arrived as e-mails nobody tracked.</p>',
    solution: '<p>A store with live stock from the showroom’s billing system, UPI and card payments, and delivery slots by pin code. Search and social campaigns point at the products that sell.</p>',
    results: [
      { value: '40%', label: 'of sales now online' },
      { value: '1.2 s', label: 'to load a product page on a phone' },
    ],
    technologies: ['React', 'Node.js', 'MySQL'],
    quote: '',
    quoteBy: '',
    motif: 'store',
    daysAgo: 120,
  },
];

/** A demo open role: its fields as a create would take them. */
export type DemoOpenRole = Omit<OpenRoleCreateInput, 'slug' | 'metaTitle' | 'metaDescription' | 'shareImage' | 'status' | 'publishAt'> & { daysAgo: number };

const role = (title: string, team: string, employmentType: DemoOpenRole['employmentType'], summary: string, duties: string[], daysAgo: number, salary?: [number, number]): DemoOpenRole => ({
  title,
  team,
  location: 'Kochi, India (hybrid)',
  employmentType,
  summary,
  description: `<p>${summary}</p><h3>What you will do</h3><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul><h3>How to apply</h3><p>Send your CV with the form on this page: our hiring team replies to every applicant within five business days.</p>`,
  ...(salary && { salaryMin: salary[0], salaryMax: salary[1], salaryCurrency: 'INR', salaryPeriod: 'YEAR' }),
  daysAgo,
});

/** Roles the demo company hires for (the careers page lists them; one is closed, still readable). */
export const DEMO_OPEN_ROLES: DemoOpenRole[] = [
  role(
    'React Developer',
    'Engineering',
    'FULL_TIME',
    'Build single-page applications and dashboards in React and TypeScript, manage state cleanly and write tests for the components you ship.',
    ['Turn Figma designs into accessible, responsive screens', 'Own features from the API call to the test', 'Review code with a senior developer every week'],
    3,
    [600000, 1000000],
  ),
  role(
    'Backend Developer',
    'Engineering',
    'FULL_TIME',
    'Design secure APIs and services in Node.js, build data models in SQL databases and keep them fast under real traffic.',
    ['Write and document REST APIs', 'Model data in MariaDB and PostgreSQL', 'Keep monitoring, alerts and backups in shape'],
    6,
    [700000, 1200000],
  ),
  role(
    'UI/UX Designer',
    'Design',
    'FULL_TIME',
    'Research user needs, create wireframes, prototypes and polished interfaces in Figma, and maintain design systems for web and mobile.',
    ['Run short research rounds with clients’ users', 'Prototype flows before anyone writes code', 'Keep the design system tidy'],
    9,
  ),
  role(
    'Digital Marketing Intern',
    'Marketing',
    'INTERN',
    'Learn SEO, social media and paid advertising on live client accounts, prepare reports and support campaign launches under a mentor.',
    ['Prepare monthly client reports', 'Support campaign launches', 'Learn keyword research from a mentor'],
    12,
    [15000, 15000],
  ),
  role(
    'Back Office Support Executive',
    'Operations',
    'PART_TIME',
    'Handle data entry, order processing and catalogue updates for our clients with speed and accuracy, following documented processes.',
    ['Process orders and catalogue updates', 'Keep the daily log of what was done', 'Flag anything unusual to the team lead'],
    20,
  ),
  {
    ...role(
      'DevOps Engineer',
      'Engineering',
      'CONTRACTOR',
      'Automate builds and deployments, manage AWS infrastructure with Docker and Terraform, and keep monitoring and backups in shape.',
      ['Automate builds and deployments', 'Manage infrastructure as code', 'Keep backups tested'],
      40,
    ),
    hiring: 'closed',
  },
];
