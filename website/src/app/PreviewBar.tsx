import { SiteLink } from '../ui/SiteLink.js';
import { usePreview } from '../lib/preview.js';
import styles from './PreviewBar.module.css';

/**
 * The slim bar on top of a signed-in admin's preview: what this is (a draft or scheduled record
 * says so), and the way back. Nothing for visitors.
 */
export function PreviewBar() {
  const preview = usePreview();
  if (!preview) return null;
  return (
    <aside className={styles.bar} aria-label="Preview">
      <p className={styles.text}>Preview: {preview.state ?? 'the site as visitors see it.'}</p>
      <SiteLink className={styles.back} to={preview.back}>
        Back to the back office
      </SiteLink>
    </aside>
  );
}
