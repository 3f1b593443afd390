export const AMAZON_INTRO = {
  eyebrow: 'Amazon Services',
  heading: 'Amazon Seller Services That Grow Your Brand',
  intro:
    'From opening your seller account to running profitable ad campaigns, our Amazon specialists manage the details that decide whether shoppers find, trust and buy your products — so you can focus on sourcing and growth.',
  quoteLabel: 'Get Quote',
  tilesHeading: 'Our Amazon Services',
  tilesIntro: 'Pick a single service or hand us the complete account. Every engagement comes with a monthly performance report.',
};

export type AmazonIcon = 'store' | 'search' | 'image' | 'megaphone' | 'badge' | 'boxes' | 'star' | 'heartPulse';

export const AMAZON_SERVICES: Array<{ title: string; description: string; icon: AmazonIcon }> = [
  {
    title: 'Account Setup & Management',
    description: 'Seller Central registration, GST and tax settings, shipping templates and day-to-day account management by a dedicated manager.',
    icon: 'store',
  },
  {
    title: 'Product Listing & Optimization',
    description: 'Keyword-researched titles, bullet points, descriptions and backend search terms that rank higher and convert better.',
    icon: 'search',
  },
  {
    title: 'A+ Content',
    description: 'Enhanced brand content with comparison charts, lifestyle images and story modules that answer buyers’ questions at a glance.',
    icon: 'image',
  },
  {
    title: 'Amazon PPC Advertising',
    description: 'Sponsored Products, Brands and Display campaigns managed daily with bid optimisation and negative keywords to lower your ACoS.',
    icon: 'megaphone',
  },
  {
    title: 'Brand Registry',
    description: 'Trademark guidance and Amazon Brand Registry enrolment to protect your listings and unlock brand stores and analytics.',
    icon: 'badge',
  },
  {
    title: 'Inventory & FBA Management',
    description: 'Stock forecasting, FBA shipment creation and stranded-inventory fixes so you never run out during peak season.',
    icon: 'boxes',
  },
  {
    title: 'Reviews & Feedback Management',
    description: 'Policy-compliant review requests, seller feedback monitoring and prompt, professional replies to customer concerns.',
    icon: 'star',
  },
  {
    title: 'Account Health & Reinstatement',
    description: 'Daily account health checks, policy compliance and well-documented plans of action for suspended accounts or listings.',
    icon: 'heartPulse',
  },
];

export const AMAZON_STEPS = {
  heading: 'How We Get Your Store Growing',
  steps: [
    { title: 'Account audit', text: 'A free review of your listings, advertising and account health with a prioritised list of quick wins.' },
    { title: 'Optimise and launch', text: 'We fix listings, build A+ content and launch structured ad campaigns within the first two weeks.' },
    { title: 'Scale every month', text: 'Monthly reports on sales, ad spend and ranking, with a clear plan for the next month.' },
  ],
};
