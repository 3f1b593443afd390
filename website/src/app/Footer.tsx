import { SiteLink } from '../ui/SiteLink.js';
import { symbolHref } from '../ui/icons.js';
import { useSite } from '../lib/site.js';
import styles from './Footer.module.css';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Our Services' },
  { to: '/products', label: 'Products' },
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
        { href: settings.social.linkedin, label: 'LinkedIn', mark: 'linkedin' },
        { href: settings.social.facebook, label: 'Facebook', mark: 'facebook' },
        { href: settings.social.instagram, label: 'Instagram', mark: 'instagram' },
        { href: settings.social.x, label: 'X', mark: 'x-brand' },
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
                  {/* In the text's colour (the footer's CSS), from the sprite. */}
                  <svg viewBox="0 0 24 24" aria-hidden>
                    <use href={symbolHref(s.mark)} />
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
