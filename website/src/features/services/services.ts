import type { CompanyFacts } from '@itsite/shared/contract/facts';
import type { IllustrationKind } from '../../ui/illustrationKinds.js';

export const SERVICES_INTRO = {
  eyebrow: 'What We Do',
  heading: 'Our Services',
  cardsHeading: 'Explore Our Service Areas',
};

/** The overview's introduction; the leadership's years from the company facts. */
export const servicesIntroOf = (facts: CompanyFacts) =>
  `Six service areas under one roof, so your website, apps, marketing, marketplace stores and back office are handled by one accountable partner — led by people with ${facts.leadershipYears}+ years of global delivery behind them.`;

export interface ServiceArea {
  title: string;
  description: string;
  to: string;
  illustration: IllustrationKind;
  /** Three concrete things the area covers, shown as a short list on the card. */
  includes: [string, string, string];
}

export const SERVICE_AREAS: ServiceArea[] = [
  {
    title: 'Web Development',
    description: 'Business websites, enterprise web apps, CMS platforms, online stores and API integrations built for speed, security and search.',
    to: '/webdevelopment',
    illustration: 'browser',
    includes: ['Enterprise web applications', 'E-commerce and CMS', 'Third-party API integration'],
  },
  {
    title: 'App Development',
    description: 'Native and cross-platform apps for iPhone, Android, wearables, AR/VR and Chromecast, from first prototype to store release.',
    to: '/appdevelopment',
    illustration: 'phone',
    includes: ['iOS and Android apps', 'Flutter and React Native', 'UI/UX design'],
  },
  {
    title: 'Digital Marketing',
    description: 'SEO, social media, paid campaigns and content marketing that bring measurable leads, reported every month in plain numbers.',
    to: '/digitalMarketingServices',
    illustration: 'megaphone',
    includes: ['Search engine optimisation', 'Social media management', 'Google and Meta ads'],
  },
  {
    title: 'Amazon Services',
    description: 'Seller account setup, listings, A+ content, PPC advertising and account health management for brands selling on Amazon.',
    to: '/amazonServices',
    illustration: 'package',
    includes: ['Listing optimisation', 'Amazon PPC campaigns', 'Brand Registry and A+ content'],
  },
  {
    title: 'Back Office Services',
    description: 'Data entry, order processing, bookkeeping and customer support handled by a trained, dedicated team working in your tools.',
    to: '/backOfficeServices',
    illustration: 'support',
    includes: ['Data entry and processing', 'Order and catalogue management', 'Customer support desk'],
  },
  {
    title: 'Machine Learning & AI',
    description: 'Chatbots, predictive analytics, computer vision and automation that put your business data to work.',
    to: '/machine-learning-and-ai-solutions',
    illustration: 'ai',
    includes: ['AI chatbots and assistants', 'Forecasting and analytics', 'Computer vision'],
  },
];
