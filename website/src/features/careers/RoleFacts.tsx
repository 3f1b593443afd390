import { EMPLOYMENT_TYPES, optionLabel } from '@itsite/shared/contract/content/openRoleOptions';
import styles from './Careers.module.css';

/** A role's facts as chips: its type (an internship stands out), team and location, and "Closed" when it takes no more applications. */
export function RoleFacts({ role }: { role: { employmentType: string; team: string; location: string; hiring: string } }) {
  return (
    <ul className={styles.meta} aria-label="Details">
      <li className={role.employmentType === 'INTERN' ? styles.intern : undefined}>{optionLabel(EMPLOYMENT_TYPES, role.employmentType)}</li>
      <li>{role.team}</li>
      <li>{role.location}</li>
      {role.hiring === 'closed' ? <li className={styles.closed}>Applications closed</li> : null}
    </ul>
  );
}
