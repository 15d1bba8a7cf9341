import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { FORBIDDEN_PAGE } from '@academy/contract/auth-constants';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import ui from './ui.module.css';
import css from './forbidden.module.css';

/** What a signed-in user sees on an admin screen their role does not open (the API would answer 403). */
export function AdminForbidden() {
  return (
    <section className={`${ui.card} ${css.box}`} aria-labelledby="forbidden-title" data-testid="admin-forbidden">
      <ShieldAlert className={css.icon} size={40} aria-hidden="true" />
      <h1 id="forbidden-title" className={ui.title}>
        {FORBIDDEN_PAGE.title}
      </h1>
      <p className={ui.subtitle}>{FORBIDDEN_PAGE.body}</p>
      <Link to={ADMIN_PATHS.dashboard} className={`${ui.btn} ${ui.primary}`}>
        {FORBIDDEN_PAGE.back}
      </Link>
    </section>
  );
}
