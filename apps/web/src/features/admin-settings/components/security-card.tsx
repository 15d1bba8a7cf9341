import { SECURITY_CARD as T } from '@academy/contract/staff-account-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSwitch } from '../../../components/admin/switch';
import { AdminCard } from '../../../components/admin/admin-card';
import { errorMessage } from '../../../lib/api-client';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/security';
import styles from './settings.module.css';

/** The academy's sign-in rules (administrators only): require two-factor sign-in of administrators, and of coaches (decision 061). */
export function SecurityCard() {
  const settings = useSecuritySettings();
  const save = useUpdateSecuritySettings();
  return (
    <AdminCard id="settings-security" title={T.title}>
      <p className={styles.muted}>{T.requireHint}</p>
      {save.isError ? <AdminAlert tone="error">{errorMessage(save.error, T.failed)}</AdminAlert> : null}
      {save.isSuccess ? <AdminAlert tone="success">{T.saved}</AdminAlert> : null}
      <AdminSwitch
        label={T.requireAdmins}
        checked={settings.data?.require_admin_two_factor ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(e) => save.mutate({ require_admin_two_factor: e.target.checked })}
      />
      <p className={`${styles.muted} ${styles.nextRule}`}>{T.requireCoachesHint}</p>
      <AdminSwitch
        label={T.requireCoaches}
        checked={settings.data?.require_coach_two_factor ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(e) => save.mutate({ require_coach_two_factor: e.target.checked })}
      />
    </AdminCard>
  );
}
