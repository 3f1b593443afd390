import { FORM_PAGES } from '@itsite/shared/contract/pages';
import { NATIVE_FORMS, type NativeFormName } from '@itsite/shared/contract/forms';
import { useTitledPageMeta } from '../../lib/head.js';
import { useSite } from '../../lib/site.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { CONTACT_TEXT } from './useContactSender.js';
import styles from './Contact.module.css';

/** What each thank-you page says happens next. */
const NEXT: Record<NativeFormName, { heading: string; text: string }> = {
  contact: { heading: 'Thank you: your message reached us', text: CONTACT_TEXT.reply },
  quote: { heading: 'Thank you: your quote request reached us', text: `${CONTACT_TEXT.reply} We will send the price, delivery time and terms for what you asked about.` },
  application: {
    heading: 'Thank you: your application reached us',
    text: 'Our hiring team reads every application and CV, and replies to every applicant within five business days.',
  },
  review: {
    heading: 'Thank you for your review',
    text: 'We check every review before it is published, so yours will appear on the site once it is approved.',
  },
};

/**
 * Where a form sent without the script lands (303 See Other after it was stored): it says what
 * happens next, and a reload or Back never sends the form again.
 */
export function ThankYou({ form }: { form: NativeFormName }) {
  const { settings } = useSite();
  const meta = FORM_PAGES[NATIVE_FORMS[form].thanks];
  const next = NEXT[form];
  useTitledPageMeta(meta.title, meta.description);
  const phone = form === 'review' || form === 'application' ? undefined : settings?.phones.find(Boolean);
  return (
    <section className={styles.hero}>
      <div className="container">
        <p className="eyebrow">{meta.title}</p>
        <h1>{next.heading}</h1>
        <p className="lead">{next.text}</p>
        {phone ? (
          <p>
            Something urgent? Call us on <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
          </p>
        ) : null}
        <p>
          <SiteLink to="/" className="btn">
            Back to the home page
          </SiteLink>{' '}
          <SiteLink to="/services" className="btn btn--ghost">
            See our services
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
