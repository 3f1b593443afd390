import { documentListPage } from '@itsite/shared/contract/documents';
import type { CompanyFacts } from '@itsite/shared/contract/facts';

/**
 * Static copy of the home page: headings and claims as the company states them. Its figures come
 * from the company facts in Settings (`statsOf`, `exclusiveServicesOf`), so they match every other page.
 */

export interface HeroSlide {
  title: string;
  subtitle: string;
  /** Which self-drawn illustration goes with the slide. */
  art: 'presence' | 'growth' | 'automation' | 'cloud' | 'code';
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    title: 'Revolutionize Your Digital Presence',
    subtitle: 'Websites and apps that load fast, rank well and turn visitors into customers, designed and built by one accountable team.',
    art: 'presence',
  },
  {
    title: 'Empowering Businesses Through Technology',
    subtitle: 'From first idea to daily operations, we pair senior engineers with your team so technology moves your numbers, not just your roadmap.',
    art: 'growth',
  },
  {
    title: 'Transform with Intelligent Automation',
    subtitle: 'Chatbots, document processing and predictive analytics that take repetitive work off your desk and surface what matters.',
    art: 'automation',
  },
  {
    title: 'Scale with Cloud Infrastructure',
    subtitle: 'Secure, monitored cloud setups on AWS and beyond that grow with your traffic and keep costs predictable.',
    art: 'cloud',
  },
  {
    title: 'Custom Software for Your Workflow',
    subtitle: 'CRMs, portals and internal tools shaped around the way your people already work, integrated with the systems you rely on.',
    art: 'code',
  },
];

export const HERO_CTA = 'Get Consultation →';
export const HERO_HEADING = 'IT Solutions for Growing Businesses';

export type ServiceIcon = 'app' | 'web' | 'design' | 'marketing' | 'ai' | 'software';

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServiceIcon;
  to: string;
}

export const SERVICES_HEADING = 'Transform Your Business with Powerful IT Solutions';
export const SERVICES_INTRO = 'Six practices under one roof, so strategy, design, engineering and growth stay in step.';

export const SERVICES: ServiceCard[] = [
  { title: 'App Development', description: 'Native and cross-platform Android and iOS apps, from MVP to app-store launch.', icon: 'app', to: '/appdevelopment' },
  { title: 'Web Development', description: 'Fast, secure websites and web apps built on modern, maintainable stacks.', icon: 'web', to: '/webdevelopment' },
  { title: 'UI/UX Design', description: 'Research-led interfaces that make complex products feel effortless.', icon: 'design', to: '/appdevelopment/ui-ux-design-development' },
  { title: 'Digital Marketing', description: 'SEO, social and paid campaigns measured against real leads and sales.', icon: 'marketing', to: '/digitalMarketingServices' },
  { title: 'AI & Analytics', description: 'Machine learning, chatbots and dashboards that turn your data into decisions.', icon: 'ai', to: '/machine-learning-and-ai-solutions' },
  { title: 'Custom Software', description: 'Tailored ERPs, CRMs and internal tools that fit your workflow exactly.', icon: 'software', to: '/contactUs' },
];

/** Shown when no second-section record exists yet (the admin edits the real one). */
export const EXPERTISE_FALLBACK = {
  title: 'Global Clients, Tailored IT Services',
  para: 'Businesses in India, the Middle East, Europe and North America trust us with their websites, apps and back-office operations. Every engagement starts with your goals and ends with software your team is proud to run.',
};
export const EXPERTISE_LINK = 'Explore our services';

export type ExclusiveIcon = 'industry' | 'support' | 'innovation' | 'leadership' | 'research' | 'expertise';

export interface ExclusiveCard {
  title: string;
  description: string;
  icon: ExclusiveIcon;
}

export const EXCLUSIVE_HEADING = 'Exclusive Services';
export const EXCLUSIVE_INTRO = 'What you get when you work with us, on every project, whatever its size.';

export const exclusiveServicesOf = (facts: CompanyFacts): ExclusiveCard[] => [
  { title: 'Industry Expertise', description: `Leadership with ${facts.leadershipYears}+ years of global delivery across retail, healthcare, logistics, education and finance.`, icon: 'industry' },
  { title: 'Personalized Support', description: '24/7 client support with a dedicated account manager who knows your project by name.', icon: 'support' },
  {
    title: 'Recognition & Innovation',
    description: `${facts.awards > 0 ? `${facts.awards} awards won` : 'Work our clients recommend'} and a habit of piloting new tools before they become mainstream.`,
    icon: 'innovation',
  },
  { title: 'Tech-Savvy Leadership', description: `${facts.teamSize}+ expert consultants who have shipped products themselves and lead by example.`, icon: 'leadership' },
  { title: 'R&D Vision', description: 'A dedicated research team evaluating AI, cloud and automation for your next advantage.', icon: 'research' },
  { title: 'IT Expertise', description: `${facts.projects}+ successful projects delivered on time, from landing pages to enterprise platforms.`, icon: 'expertise' },
];

/** The strip's list as given (React appears twice), rendered twice for a seamless loop. */
export const TECH_LOGOS = ['AWS', 'React', 'Node', 'Android', 'Flutter', 'Back Office', 'React', 'Next'] as const;
export type TechName = (typeof TECH_LOGOS)[number];
export const TECH_HEADING = 'Technologies we build with';

export interface Stat {
  label: string;
  value: number;
}

export const STATS_HEADING = 'Our numbers';
/** Under the figures: the projects behind them. */
export const STATS_MORE = { to: documentListPage('caseStudy'), text: 'See case studies' };
/** Projects, team and awards from the company facts (awards only when there are some). */
export const statsOf = (facts: CompanyFacts): Stat[] => [
  { label: 'Projects Completed', value: facts.projects },
  { label: 'Expert Consultants', value: facts.teamSize },
  ...(facts.awards > 0 ? [{ label: 'Awards Won', value: facts.awards }] : []),
];

export const TESTIMONIALS_HEADING = 'What Our Clients Say';
export const TESTIMONIALS_INTRO = 'Real feedback from the founders, managers and teams we build for.';

export const CTA_HEADING = 'We Make Your Business Different';
export const CTA_TEXT =
  'Tell us where you want your business to be in a year. We will map the websites, apps, automation and marketing that get you there, with a fixed plan and a clear price.';
export const CTA_BUTTON = 'Contact Us';
