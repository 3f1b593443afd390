import type { CompanyFacts } from '@itsite/shared/contract/facts';
import { yearsInBusiness } from '@itsite/shared/contract/facts';

export const ABOUT_INTRO = {
  eyebrow: 'About Us',
  heading: 'About Us',
  intro:
    'We are an IT services company from India helping businesses grow with dependable software, smart marketing and round-the-clock operational support. Clients in India and abroad trust us to build what matters to them — and to be there after launch.',
};

/** The hero's chips; the founding year from the company facts. */
export const aboutHighlightsOf = (facts: CompanyFacts): string[] => [
  `Founded in ${facts.foundedYear}`,
  `Leadership with ${facts.leadershipYears}+ years of global delivery`,
  '24/7 client support',
];

/** The story, its founding year and figures from the company facts. */
export const storyOf = (facts: CompanyFacts) => ({
  heading: 'Our Story',
  paragraphs: [
    `We started in ${facts.foundedYear} as a small web studio with a simple promise: tell clients the truth about scope, cost and timelines, and then keep our word. That promise still shapes every proposal we write.`,
    `Today our ${facts.teamSize}+ developers, designers, marketers and back-office specialists work as one team across web and app development, digital marketing, Amazon store management, back-office operations and AI. Our leadership brings ${facts.leadershipYears}+ years of global delivery experience, and our ${facts.clients}+ clients get 24/7 client support from people who know their project.`,
  ],
});

export type AboutIcon = 'award' | 'clock' | 'layers' | 'heart' | 'lightbulb' | 'shield' | 'users' | 'trophy';

export interface AboutPoint {
  title: string;
  text: string;
  icon: AboutIcon;
}

export const WHY_CHOOSE_US: { heading: string; intro: string; items: AboutPoint[] } = {
  heading: 'Why Choose Us',
  intro: 'What our clients tell us makes the difference when they compare partners.',
  items: [
    {
      title: 'Proven Expertise',
      text: 'Senior engineers and specialists who have delivered web platforms, mobile apps and marketing programmes across retail, healthcare, education, real estate and finance.',
      icon: 'award',
    },
    {
      title: 'On-Time Delivery',
      text: 'Fixed milestones, weekly demos and a project manager who flags risks early, so launches happen on the date we agreed.',
      icon: 'clock',
    },
    {
      title: 'Scalable Solutions',
      text: 'Clean architecture and cloud infrastructure that handle your next thousand customers as easily as your first hundred.',
      icon: 'layers',
    },
    {
      title: 'Customer-Centric',
      text: 'One point of contact, honest advice — even when it means a smaller invoice — and support that continues long after go-live.',
      icon: 'heart',
    },
  ],
};

export const CORE_VALUES: { heading: string; intro: string; items: AboutPoint[] } = {
  heading: 'Core Values',
  intro: 'The principles we hire for, work by and measure ourselves against.',
  items: [
    { title: 'Innovation', text: 'We keep learning and bring new tools to clients only when they solve a real problem better.', icon: 'lightbulb' },
    { title: 'Integrity', text: 'Transparent estimates, honest status reports and code that you own completely.', icon: 'shield' },
    { title: 'Collaboration', text: 'We work as an extension of your team, in your tools and your time zone when needed.', icon: 'users' },
    { title: 'Customer Success', text: 'We measure our work by your results: leads, sales, time saved and happier users.', icon: 'trophy' },
  ],
};

export const ABOUT_STATS = { heading: 'Our Journey in Numbers' } as const;

/** The counters, all from the company facts (years in business counted from the founding year). */
export const aboutStatsOf = (facts: CompanyFacts, now: Date = new Date()) => [
  { label: 'Years in Business', value: yearsInBusiness(facts, now) },
  { label: 'Projects Delivered', value: facts.projects },
  { label: 'Satisfied Clients', value: facts.clients },
  { label: 'Countries Served', value: facts.countries },
];

export interface TeamMember {
  name: string;
  title: string;
  /** Initials drawn in the avatar. */
  initials: string;
  /** Two colours of the avatar's gradient. */
  colors: [string, string];
  bio: string[];
  quote?: string;
}

export const LEADERSHIP: { heading: string; founder: TeamMember; coFounder: TeamMember } = {
  heading: 'Meet Our Leadership',
  founder: {
    name: 'Arjun Mehta',
    title: 'Founder & CEO',
    initials: 'AM',
    colors: ['#2478E7', '#5AA2FF'],
    bio: [
      'Arjun founded the company after more than a decade building software for retailers and logistics firms in India, the UK and the Middle East. He leads strategy, key client relationships and the delivery standards every project follows.',
      'A computer engineering graduate from Pune, he still reviews architecture on major projects and mentors the company’s team leads.',
    ],
    quote: 'A project is finished when the client’s business is better for it, not when the code is deployed.',
  },
  coFounder: {
    name: 'Kavya Iyer',
    title: 'Co-Founder & CTO',
    initials: 'KI',
    colors: ['#FF8A3D', '#FFB37A'],
    bio: [
      'Kavya heads engineering, cloud and AI. She built the company’s mobile practice and now leads the machine-learning team, turning client data into chatbots, forecasts and automation.',
    ],
  },
};

export type LogoMark = 'leaf' | 'peak' | 'cross' | 'grid' | 'orbit' | 'wave';

/** Invented client names drawn as neutral wordmarks (no real brands). */
export const TRUSTED_BY: { heading: string; clients: Array<{ name: string; mark: LogoMark }> } = {
  heading: 'Trusted By',
  clients: [
    { name: 'Kaveri Organics', mark: 'leaf' },
    { name: 'Bluepeak Estates', mark: 'peak' },
    { name: 'Medvista Clinics', mark: 'cross' },
    { name: 'Trellis Fintech', mark: 'grid' },
    { name: 'Orbitra Labs', mark: 'orbit' },
    { name: 'Sahyadri Travels', mark: 'wave' },
  ],
};

export const ABOUT_CTA = {
  heading: 'Let’s Build Something Great Together',
  text: 'Tell us about your goals and our team will come back within one business day with ideas, a plan and an honest estimate.',
  label: 'Contact Our Team',
};
