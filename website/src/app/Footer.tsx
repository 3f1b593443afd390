import { SiteLink } from '../ui/SiteLink.js';
import { siFacebook, siInstagram, siX } from 'simple-icons';
import { useSite } from '../lib/site.js';
import styles from './Footer.module.css';

/** LinkedIn's mark is not in simple-icons (withdrawn at LinkedIn's request): a plain "in" tile. */
const linkedinPath =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contactUs', label: 'Contact Us' },
  { to: '/careers', label: 'Careers' },
];
const serviceLinks = [
  { to: '/webdevelopment', label: 'Web Development' },
  { to: '/appdevelopment', label: 'App Development' },
  { to: '/digitalMarketingServices', label: 'Digital Marketing' },
  { to: '/amazonServices', label: 'Amazon Services' },
  { to: '/backOfficeServices', label: 'Back Office Services' },
  { to: '/machine-learning-and-ai-solutions', label: 'Machine Learning & AI' },
];
const policyLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

function LinkList({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <SiteLink to={l.to}>{l.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { settings } = useSite();
  const social = settings
    ? [
        { href: settings.social.linkedin, label: 'LinkedIn', path: linkedinPath },
        { href: settings.social.facebook, label: 'Facebook', path: siFacebook.path },
        { href: settings.social.instagram, label: 'Instagram', path: siInstagram.path },
        { href: settings.social.x, label: 'X', path: siX.path },
      ].filter((s) => s.href)
    : [];
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.cols}>
          <div>
            <p className={styles.company}>{settings?.companyName}</p>
            <p>{settings?.tagline}</p>
            <address className={styles.contact}>
              <span>{settings?.address}</span>
              {settings?.phones.map((p) => (
                <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`}>
                  {p}
                </a>
              ))}
              {settings && <a href={`mailto:${settings.email}`}>{settings.email}</a>}
            </address>
            <div className={styles.social}>
              {social.map((s) => (
                <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <svg viewBox="0 0 24 24" aria-hidden>
                    <path d={s.path} />
                  </svg>
                </a>
              ))}
            </div>
          </div>
          <LinkList title="Quick Links" links={quickLinks} />
          <LinkList title="Services" links={serviceLinks} />
          <LinkList title="Policies" links={policyLinks} />
        </div>
        <div className={styles.bottom}>
          <span>
            © {new Date().getFullYear()} {settings?.companyName}. All rights reserved.
          </span>
          <span>Prices are in Indian rupees (₹) and exclude GST.</span>
        </div>
      </div>
    </footer>
  );
}
