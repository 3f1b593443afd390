/** The careers page's words around the open roles (the roles themselves are content: content/openRole.ts). */
export const CAREERS_INTRO = {
  eyebrow: 'Careers',
  heading: 'Join Our Team',
  intro:
    'We are a growing team of developers, designers, marketers and operations specialists delivering projects for clients around the world. If you enjoy solving real problems and learning every week, we would like to hear from you.',
  openingsHeading: 'Open Positions',
  applyHint: (cvMegabytes: number) => `Open a role to read what it involves and apply with your CV (a PDF or Word document up to ${cvMegabytes} MB): our hiring team replies to every applicant within five business days.`,
};

export const PERKS = [
  { title: 'Learning budget', text: 'Certifications, courses and conference passes paid for, plus weekly knowledge-sharing sessions.' },
  { title: 'Real client work', text: 'Work on live products for clients in India, the Middle East, Europe and North America from your first month.' },
  { title: 'Flexible hours', text: 'Core hours for collaboration, flexible start and finish times, and hybrid working for eligible roles.' },
  { title: 'Clear growth path', text: 'Twice-yearly reviews with a written plan for your next role, and mentors who have walked it.' },
] as const;
