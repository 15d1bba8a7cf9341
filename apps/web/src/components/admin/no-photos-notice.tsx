import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CameraOff } from 'lucide-react';
import type { NoPhotoList } from '@academy/contract/registration';
import { CONSENT_ADMIN_TEXTS } from '@academy/contract/registration-admin-constants';
import { TEAM_ROLE_LABELS, type TeamRole } from '@academy/contract/team-constants';
import { apiData } from '../../lib/api-client';
import { AdminModal } from './modal';
import css from './no-photos-notice.module.css';
import ui from './ui.module.css';

const T = CONSENT_ADMIN_TEXTS.noPhotos;

/**
 * Before photos go up (album create and photo screens): a reminder that some children must not
 * appear, and the list itself in a dialog. Read from GET /api/registrations/no-photo-consent, which
 * administrators and editors may call (children by first name, last initial and age only); when the
 * list is empty, nothing is shown.
 */
export function NoPhotosNotice() {
  const [open, setOpen] = useState(false);
  const list = useQuery({ queryKey: ['admin', 'no-photo-consent'], queryFn: () => apiData<NoPhotoList>('/registrations/no-photo-consent'), retry: false });
  const data = list.data;
  if (!data || data.children.length + data.team.length === 0) return null;
  return (
    <div className={css.notice} role="note">
      <CameraOff size={18} aria-hidden="true" />
      <span>{T.reminder}</span>
      <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {T.open} ({data.children.length + data.team.length})
      </button>
      {open ? (
        <AdminModal title={T.title} onClose={() => setOpen(false)}>
          <div className={css.dialog}>
            <p>{T.intro}</p>
            {data.children.length ? (
              <section aria-label={T.children}>
                <h3>{T.children}</h3>
                <ul>
                  {data.children.map((c, i) => (
                    // Two children may share a short name and age: the position tells them apart.
                    <li key={`c${i}`}>
                      {c.name}, {c.age}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.team.length ? (
              <section aria-label={T.team}>
                <h3>{T.team}</h3>
                <ul>
                  {data.team.map((m) => (
                    <li key={`t${m.id}`}>
                      {m.name} ({TEAM_ROLE_LABELS[m.role as TeamRole] ?? m.role})
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className={ui.actions}>
              <button type="button" className={ui.btn} onClick={() => setOpen(false)}>
                {T.close}
              </button>
            </div>
          </div>
        </AdminModal>
      ) : null}
    </div>
  );
}
