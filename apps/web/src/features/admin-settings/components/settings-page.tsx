import { Link, useSearchParams } from 'react-router';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { SETTINGS_SECTIONS } from '@academy/contract/academy-admin-constants';
import { RetentionCard } from '../../../components/admin/retention-card';
import ui from '../../../components/admin/ui.module.css';
import { AcademySettings } from './academy-settings';
import { AccountSettings, type AccountProps } from './account-settings';
import { SecurityCard } from './security-card';
import { SessionsCard } from './sessions-card';
import { SiteContentSettings } from './site-content-settings';
import { TwoFactorCard } from './two-factor-card';
import styles from './settings.module.css';

type Section = (typeof SETTINGS_SECTIONS)[number]['key'];

/**
 * Settings: the administrator's account, the academy's facts and the site content (home banner,
 * About page) the public site shows. One
 * section at a time, chosen in the address (`?section=academy`) so it can be linked and reloaded.
 */
export default function SettingsPage(props: AccountProps) {
  const [params] = useSearchParams();
  // The academy's facts, the children's display and the retention policy are for administrators only (decision 018).
  const isAdmin = props.user?.role === 'admin';
  // An editor who follows a link to ?section=academy (or content) sees their account.
  const asked = params.get('section');
  const section: Section = isAdmin && (asked === 'academy' || asked === 'content') ? asked : 'account';
  const sections = SETTINGS_SECTIONS.filter((s) => s.key === 'account' || isAdmin);
  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>{adminScreenHeading('settings')}</h1>
        <p className={ui.subtitle}>{SETTINGS_SECTIONS.find((s) => s.key === section)!.subtitle}</p>
      </div>
      <nav aria-label="Settings sections" className={styles.sections}>
        {sections.map((s) => (
          <Link
            key={s.key}
            to={{ search: s.key === 'account' ? '' : `?section=${s.key}` }}
            className={styles.section}
            aria-current={s.key === section ? 'page' : undefined}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {section === 'content' ? (
        <SiteContentSettings />
      ) : section === 'academy' ? (
        <>
          <AcademySettings />
          <SecurityCard />
          <RetentionCard />
        </>
      ) : (
        <>
          <AccountSettings {...props} />
          <TwoFactorCard role={props.user?.role ?? 'editor'} />
          <SessionsCard />
        </>
      )}
    </div>
  );
}
