import { UPGRADE_NOTICES_HEADING, type UpgradeNotice } from '@academy/contract/upgrade-notices';
import ui from '../../../components/admin/ui.module.css';

/** What an upgrade changed for the academy's existing data and what to do (decision 056); nothing when nothing did. */
export function UpgradeNotices({ notices }: { notices: UpgradeNotice[] | undefined }) {
  if (!notices || notices.length === 0) return null;
  return (
    <section className={ui.card} aria-labelledby="upgrade-notices">
      <h2 id="upgrade-notices" className={ui.cardTitle}>
        {UPGRADE_NOTICES_HEADING}
      </h2>
      <ul>
        {notices.map((n) => (
          <li key={n.kind} data-notice={n.kind}>
            {n.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
