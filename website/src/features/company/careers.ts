/** A job opening ("Career opening"); the chat number comes from the settings record. */
export interface CareerOpening {
  title: string;
  description: string;
  experience: string;
  type: 'Full-time' | 'Internship';
}

export const CAREERS_INTRO = {
  eyebrow: 'Careers',
  heading: 'Join Our Team',
  intro:
    'We are a growing team of developers, designers, marketers and operations specialists delivering projects for clients around the world. If you enjoy solving real problems and learning every week, we would like to hear from you.',
  openingsHeading: 'Open Positions',
  applyHint: 'Apply Now opens a WhatsApp chat with our hiring team, with your chosen position already filled in.',
};

export const PERKS = [
  { title: 'Learning budget', text: 'Certifications, courses and conference passes paid for, plus weekly knowledge-sharing sessions.' },
  { title: 'Real client work', text: 'Work on live products for clients in India, the Middle East, Europe and North America from your first month.' },
  { title: 'Flexible hours', text: 'Core hours for collaboration, flexible start and finish times, and hybrid working for eligible roles.' },
  { title: 'Clear growth path', text: 'Twice-yearly reviews with a written plan for your next role, and mentors who have walked it.' },
] as const;

export const OPENINGS: CareerOpening[] = [
  {
    title: 'iOS Developer',
    description: 'Build and ship native iPhone and iPad apps in Swift and SwiftUI, integrate REST APIs and take releases through App Store review.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'Android Developer',
    description: 'Develop Android apps in Kotlin with Jetpack Compose, optimise them for a wide range of devices and publish them on Google Play.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'PHP Developer',
    description: 'Build and maintain web applications in Laravel and core PHP with MySQL, write clean APIs and fix production issues quickly.',
    experience: '1–3 years',
    type: 'Full-time',
  },
  {
    title: 'Python/Django Developer',
    description: 'Design Django and Django REST Framework back ends, model data in PostgreSQL and automate tasks with Celery and Python scripts.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'Senior Team Lead (PHP)',
    description: 'Lead a team of PHP developers: plan sprints, review code, own architecture decisions on Laravel projects and be the technical voice for clients.',
    experience: '6+ years',
    type: 'Full-time',
  },
  {
    title: 'Business Development Executive',
    description: 'Find and qualify leads for our IT services, prepare proposals with the delivery team and build long-term relationships with international clients.',
    experience: '1–3 years',
    type: 'Full-time',
  },
  {
    title: 'Content Writer',
    description: 'Write clear, well-researched blog posts, website copy and case studies on technology topics, optimised for search without sounding robotic.',
    experience: '1–2 years',
    type: 'Full-time',
  },
  {
    title: 'Digital Marketing Intern',
    description: 'Learn SEO, social media and paid advertising on live client accounts, prepare reports and support campaign launches under a mentor.',
    experience: 'Freshers welcome',
    type: 'Internship',
  },
  {
    title: 'Back Office Support Executive',
    description: 'Handle data entry, order processing and catalogue updates for our clients with speed and accuracy, following documented processes.',
    experience: '0–2 years',
    type: 'Full-time',
  },
  {
    title: 'Frontend Developer',
    description: 'Turn Figma designs into fast, accessible and responsive interfaces with HTML, CSS, TypeScript and modern frameworks.',
    experience: '1–3 years',
    type: 'Full-time',
  },
  {
    title: 'Backend Developer',
    description: 'Design secure APIs and services in Node.js, build data models in SQL and NoSQL databases and keep them fast under real traffic.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'Full Stack Developer',
    description: 'Own features end to end, from React screens to Node.js APIs and databases, and deploy them through our CI/CD pipelines.',
    experience: '3–5 years',
    type: 'Full-time',
  },
  {
    title: 'React Developer',
    description: 'Build single-page applications and dashboards in React and TypeScript, manage state cleanly and write tests for the components you ship.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'UI/UX Designer',
    description: 'Research user needs, create wireframes, prototypes and polished interfaces in Figma, and maintain design systems for web and mobile.',
    experience: '2–4 years',
    type: 'Full-time',
  },
  {
    title: 'DevOps Engineer',
    description: 'Automate builds and deployments, manage AWS infrastructure with Docker and Terraform, and keep monitoring and backups in shape.',
    experience: '3–5 years',
    type: 'Full-time',
  },
  {
    title: 'Digital Marketing Specialist',
    description: 'Plan and run SEO, Google Ads and Meta campaigns for clients, track conversions and turn the numbers into clear monthly reports.',
    experience: '2–4 years',
    type: 'Full-time',
  },
];

/** The prefilled chat text of an application. */
export function applyText(title: string): string {
  return `Hello, I'm interested in the ${title} position.`;
}

/** The WhatsApp chat link of an application; the settings schema keeps the number digits only. */
export function applyUrl(whatsappNumber: string, title: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(applyText(title))}`;
}
