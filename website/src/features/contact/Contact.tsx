import { Clock, Mail, MapPin, Phone } from '../../ui/icons.js';
import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { useSite } from '../../lib/site.js';
import { useTitledPageMeta } from '../../lib/head.js';
import { ContactForm } from './ContactForm.js';
import styles from './Contact.module.css';

const meta = PUBLIC_PAGES['/contactUs'];

/** A stylised street map: stands in for the embedded map when none is configured (no outside request). */
function MapIllustration() {
  return (
    <svg className={styles.mapArt} viewBox="0 0 400 260" aria-hidden preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="260" fill="#e8f1fd" />
      <path d="M0 180 C80 150 140 210 220 170 S340 120 400 140 V260 H0Z" fill="#d6e6fb" />
      <g stroke="#fff" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M-10 70 H410" />
        <path d="M120 -10 V270" />
        <path d="M-10 200 L410 110" />
        <path d="M290 -10 L260 270" />
      </g>
      <g stroke="#c3d8f6" strokeWidth="5" fill="none" strokeLinecap="round">
        <path d="M40 -10 V270" />
        <path d="M-10 20 H410" />
        <path d="M200 70 V160" />
        <path d="M340 70 V270" />
      </g>
      <g fill="#cfe0f8">
        <rect x="140" y="88" width="44" height="34" rx="6" />
        <rect x="214" y="86" width="60" height="26" rx="6" />
        <rect x="306" y="86" width="26" height="40" rx="6" />
        <rect x="56" y="86" width="48" height="40" rx="6" />
        <rect x="56" y="30" width="48" height="28" rx="6" />
      </g>
      <g transform="translate(200 128)">
        <circle r="26" fill="#2478e7" opacity="0.15" />
        <path d="M0 10 C-14 -6 -16 -12 -16 -18 A16 16 0 0 1 16 -18 C16 -12 14 -6 0 10Z" fill="#2478e7" />
        <circle cy="-18" r="6" fill="#fff" />
      </g>
    </svg>
  );
}

export function Contact() {
  const { settings } = useSite();
  useTitledPageMeta(meta.title, meta.description);
  const phones = settings?.phones.filter(Boolean) ?? [];

  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <p className="eyebrow">Get in touch</p>
          <h1>Contact Us</h1>
          <p className="lead">
            Tell us about your project, a problem you want solved or a team you want to grow. A consultant reads every message and replies within one
            business day.
          </p>
        </div>
      </section>

      <section className={`container ${styles.layout}`}>
        <aside className={styles.details} aria-label="Contact details">
          <div className={styles.detail}>
            <span className={styles.icon} aria-hidden>
              <MapPin size={22} />
            </span>
            <div>
              <h2 className={styles.detailTitle}>Address</h2>
              <address className={styles.address}>{settings?.address}</address>
            </div>
          </div>
          <div className={styles.detail}>
            <span className={styles.icon} aria-hidden>
              <Phone size={22} />
            </span>
            <div>
              <h2 className={styles.detailTitle}>Phone</h2>
              <ul className={styles.plainList}>
                {phones.map((p) => (
                  <li key={p}>
                    <a href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={styles.detail}>
            <span className={styles.icon} aria-hidden>
              <Mail size={22} />
            </span>
            <div>
              <h2 className={styles.detailTitle}>E-mail</h2>
              {settings?.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
            </div>
          </div>
          <div className={styles.detail}>
            <span className={styles.icon} aria-hidden>
              <Clock size={22} />
            </span>
            <div>
              <h2 className={styles.detailTitle}>Hours</h2>
              <p className={styles.muted}>
                Office: Monday to Saturday, 9:30 am to 6:30 pm IST
                <br />
                Client support: 24/7
              </p>
            </div>
          </div>
        </aside>

        <div className={`card ${styles.formCard}`}>
          <h2>Send us a message</h2>
          <p className={styles.muted}>Share a few lines about what you need. We will suggest next steps, a timeline and a budget range.</p>
          <ContactForm />
        </div>
      </section>

      <section className={`container ${styles.mapSection}`} aria-labelledby="visit-us">
        <h2 id="visit-us" className={styles.mapHeading}>
          Visit our office
        </h2>
        {settings?.mapEmbedUrl ? (
          <iframe
            className={styles.map}
            src={settings.mapEmbedUrl}
            title={`Map showing ${settings.companyName || 'our office'}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className={styles.addressCard}>
            <MapIllustration />
            <div className={styles.addressCardText}>
              <MapPin size={20} aria-hidden />
              <p>
                <strong>{settings?.companyName}</strong>
                <br />
                {settings?.address}
              </p>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
