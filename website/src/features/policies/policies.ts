/**
 * Policy texts. `{company}` is replaced by the company name from settings and `{email}` becomes a
 * mailto link to the settings e-mail, so an admin's change of either reaches every policy at once.
 */
export type PolicyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'links'; items: Array<{ label: string; href: string; note: string }> };

export interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDoc {
  heading: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
}

export type PolicyKind = 'privacy' | 'terms' | 'refund';

const p = (text: string): PolicyBlock => ({ kind: 'p', text });
const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });

const UPDATED = '1 November 2026';

export const POLICIES: Record<PolicyKind, PolicyDoc> = {
  privacy: {
    heading: 'Privacy Policy',
    updated: UPDATED,
    intro:
      'This policy explains what information {company} collects when you visit this website or use our services, how we use it, the choices you have and how to contact us about your data.',
    sections: [
      {
        heading: 'Information We Collect',
        blocks: [
          p('We collect information you give us directly and a limited amount of information that your browser sends automatically:'),
          list(
            'Contact details you enter in our forms: your name, e-mail address, phone number and message.',
            'Reviews you submit: your name, rating and feedback.',
            'Details of products or services you ask us to quote for.',
            'Technical data: IP address, browser and device type, pages visited, time spent and the site that referred you.',
            'Cookies and similar technologies that remember your preferences and help us understand how the site is used.',
          ),
        ],
      },
      {
        heading: 'Visitor Statistics',
        blocks: [
          p(
            'To learn which pages are read and how visitors find us, our own server counts page views. It keeps the page\'s address, the website that linked to it, the campaign named in the link (if any), the kind of device (phone, tablet or computer) and the day. It does not keep your IP address or your browser\'s details: they are turned, the moment the page is viewed, into a code that changes every day and cannot be turned back, so we can count visitors without knowing who they are or recognising them on another day. We set no cookie for this and share nothing with anyone else. If your browser sends "Do Not Track" or "Global Privacy Control", your visit is not counted at all. Detailed records are deleted after 30 days; only daily totals are kept.',
          ),
          p(
            'When you send us a message, a quote request or a job application, we keep with it where your visit started: the first page you opened on this site, the website that linked to it and the campaign named in the link (if any), so we can tell which pages and campaigns bring enquiries. Until then your browser holds these for the open tab only (not in a cookie) and forgets them when you close it; with your message we keep them as long as the message itself. If your browser sends "Do Not Track" or "Global Privacy Control", nothing of this is kept.',
          ),
        ],
      },
      {
        heading: 'How We Use Your Information',
        blocks: [
          list(
            'To reply to your enquiries, prepare quotations and deliver the services you request.',
            'To publish reviews you submit, after moderation.',
            'To improve our website, content and services based on how visitors use them.',
            'To send updates you have asked for; every message includes a way to stop receiving them.',
            'To keep our website secure and prevent fraud or misuse.',
            'To meet our legal, tax and accounting obligations.',
          ),
          p('We do not sell or rent your personal information to anyone.'),
        ],
      },
      {
        heading: 'Cookies, Advertising and How to Opt Out',
        blocks: [
          p(
            'Third-party vendors, including Google, may use cookies to show you ads based on your previous visits to this and other websites. You can turn off personalised advertising or manage your ad preferences at any time on these pages:',
          ),
          {
            kind: 'links',
            items: [
              { label: 'Google Ads Settings', href: 'https://adssettings.google.com', note: 'manage or turn off personalised ads from Google' },
              { label: 'Digital Advertising Alliance', href: 'https://www.aboutads.info/choices', note: 'opt out of interest-based ads from participating companies' },
              { label: 'Your Online Choices', href: 'https://www.youronlinechoices.eu', note: 'advertising preferences for visitors in Europe' },
            ],
          },
          p('You can also block or delete cookies in your browser settings. Some parts of the site may not work as intended without them.'),
        ],
      },
      {
        heading: 'Sharing Your Information',
        blocks: [
          p(
            'We share personal information only with service providers who help us run our business — such as hosting, e-mail, live chat and analytics providers — under contracts that require them to keep it confidential and use it only for the services they provide to us. We may also disclose information when the law requires it.',
          ),
        ],
      },
      {
        heading: 'Your Rights Under the GDPR',
        blocks: [
          p('If you are in the European Economic Area or the United Kingdom, the General Data Protection Regulation gives you the right to:'),
          list(
            'Access the personal information we hold about you.',
            'Have inaccurate information corrected.',
            'Have your information erased.',
            'Restrict or object to how we process your information.',
            'Receive your information in a portable format.',
            'Withdraw your consent at any time, where we rely on consent.',
            'Complain to your local data protection authority.',
          ),
          p('To use any of these rights, write to {email}. We reply within 30 days. Visitors from other countries may make the same requests.'),
        ],
      },
      {
        heading: 'Data Retention',
        blocks: [
          p(
            'We keep your personal information until you ask us to delete it. When we receive a deletion request at {email}, we erase your information within 30 days, except records we must keep by law, such as invoices for tax purposes.',
          ),
        ],
      },
      {
        heading: 'Data Security',
        blocks: [
          p(
            'We protect your information with encrypted connections, access controls and regular security updates. No method of transmission or storage is completely secure, but we work hard to keep your data safe and will tell you promptly if a breach affects you.',
          ),
        ],
      },
      {
        heading: 'Children’s Privacy',
        blocks: [p('Our website and services are intended for businesses and are not directed at children under 18. We do not knowingly collect information from children.')],
      },
      {
        heading: 'Changes to This Policy',
        blocks: [p('We may update this policy from time to time. The date at the top of this page shows when it last changed.')],
      },
      {
        heading: 'Contact Us',
        blocks: [p('Questions about this policy or your data? Write to {company} at {email}.')],
      },
    ],
  },
  terms: {
    heading: 'Terms and Conditions',
    updated: UPDATED,
    intro:
      'These terms apply to your use of this website and to the services and products provided by {company}. By using the website or engaging our services you agree to them, so please read them carefully.',
    sections: [
      {
        heading: 'Use of This Website',
        blocks: [
          p('You may browse this website and use its content for your own information. You agree not to:'),
          list(
            'Copy, republish or sell the website’s content without our written permission.',
            'Try to gain unauthorised access to the website, its server or any connected system.',
            'Submit false, misleading, offensive or unlawful information through our forms or reviews.',
            'Use automated tools to collect data from the website or to overload it.',
          ),
        ],
      },
      {
        heading: 'Quotations and Services',
        blocks: [
          p(
            'Every project begins with a written quotation or proposal describing the scope, deliverables, timeline and price. Work outside the agreed scope is estimated and approved separately before it starts. Timelines depend on receiving content, feedback and approvals from you on time.',
          ),
        ],
      },
      {
        heading: 'Prices and Payment',
        blocks: [
          p(
            'Prices are in Indian rupees (₹) and exclude GST, which is added to invoices at the applicable rate. Projects are usually billed in milestones, with an advance before work starts. Invoices are payable within 7 days; we may pause work on overdue accounts.',
          ),
        ],
      },
      {
        heading: 'Your Responsibilities',
        blocks: [
          p(
            'You confirm that any text, images, logos and data you give us are yours to use or properly licensed, and you are responsible for the accuracy of the content published on your website, app or marketplace listings.',
          ),
        ],
      },
      {
        heading: 'Intellectual Property',
        blocks: [
          p(
            'Once an invoice is paid in full, you own the final deliverables created specifically for you — designs, source code and content. {company} keeps ownership of its pre-existing tools, libraries and know-how, and grants you a licence to use them as part of your deliverables. We may mention your project in our portfolio unless you ask us not to.',
          ),
        ],
      },
      {
        heading: 'Confidentiality',
        blocks: [p('Both sides keep each other’s business information confidential and use it only for the project. We are happy to sign a separate non-disclosure agreement on request.')],
      },
      {
        heading: 'Third-Party Services',
        blocks: [
          p(
            'Projects often rely on third-party services such as hosting, domains, payment gateways, app stores and marketplaces. Their own terms and fees apply, and we are not responsible for their availability, policy changes or decisions, although we will help you deal with them.',
          ),
        ],
      },
      {
        heading: 'Limitation of Liability',
        blocks: [
          p(
            'The website is provided “as is”. To the extent the law allows, {company} is not liable for indirect or consequential losses, such as lost profits or data, and our total liability for any project is limited to the fees you paid for that project.',
          ),
        ],
      },
      {
        heading: 'Governing Law',
        blocks: [p('These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of the city where {company} is registered.')],
      },
      {
        heading: 'Changes and Contact',
        blocks: [p('We may update these terms; the date at the top of this page shows the latest version. Questions? Write to {email}.')],
      },
    ],
  },
  refund: {
    heading: 'Refund Policy',
    updated: UPDATED,
    intro: 'Please read this policy before placing an order or starting a project with {company}.',
    sections: [
      {
        heading: 'No Refunds, Exchanges or Cancellations',
        blocks: [
          p(
            'All sales are final. {company} does not offer refunds, exchanges or cancellations for any product or service once an order has been placed, a payment has been made or work on a project has begun.',
          ),
        ],
      },
      {
        heading: 'Why We Work This Way',
        blocks: [
          p(
            'Our services are custom work: as soon as a project is confirmed we reserve team members, buy licences or third-party services on your behalf and start research and design. That time and those costs cannot be recovered, which is why we cannot reverse an order.',
          ),
        ],
      },
      {
        heading: 'Before You Order',
        blocks: [
          p('We want you to be certain before you commit, so:'),
          list(
            'Every quotation lists the scope, deliverables and timeline in writing.',
            'We are happy to answer questions and share examples of similar work before you pay.',
            'Take time to compare plans and ask us anything — we would rather answer a question than disappoint a client.',
          ),
        ],
      },
      {
        heading: 'If Something Is Not Right',
        blocks: [
          p(
            'If delivered work does not match the agreed scope, tell us within 7 days of delivery and we will correct it at no extra cost. Hardware and software products are covered by their manufacturer’s warranty; we will help you make a claim. Neither case is a refund or an exchange.',
          ),
        ],
      },
      {
        heading: 'Contact Us',
        blocks: [p('Questions about this policy? Write to {email} before placing your order.')],
      },
    ],
  },
};
