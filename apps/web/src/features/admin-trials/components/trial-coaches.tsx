import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { adminHref } from '@academy/contract/admin-paths';
import type { TrialDetail } from '@academy/contract/trial';
import { TRIAL_DAY_TEXTS as T } from '@academy/contract/trial-day-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import ui from '../../../components/admin/ui.module.css';
import { useCoachAccounts } from '../api/coach-accounts';
import { useSaveTrial } from '../api/save-trial';
import css from './trials.module.css';

/** The session's coaches (decision 030): chosen among the active coach accounts; the trial day screen one tap away. */
export function TrialCoaches({ trial }: { trial: TrialDetail }) {
  const coaches = useCoachAccounts();
  const save = useSaveTrial();
  const notice = useNotice();
  const [chosen, setChosen] = useState<number[]>(trial.coach_ids);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const onSave = () =>
    save.mutate(
      {
        id: trial.id,
        input: {
          starts_at: trial.starts_at,
          location: trial.location,
          min_age: trial.min_age,
          max_age: trial.max_age,
          capacity: trial.capacity,
          notes: trial.notes ?? '',
          coach_ids: chosen,
        },
      },
      { onSuccess: () => notice.success(T.coachesSaved), onError: (e) => notice.failure(e, TRIAL_MESSAGES.saveFailed) },
    );
  const list = coaches.data ?? [];
  return (
    <section className={`${ui.card} ${ui.form}`} aria-labelledby="trial-coaches">
      <div className={css.coachesHeader}>
        <h2 id="trial-coaches" className={ui.cardTitle}>
          {T.coaches}
        </h2>
        <Link to={adminHref('trialDay', { id: trial.id })} className={`${ui.btn} ${ui.primary}`}>
          <ClipboardCheck size={18} aria-hidden="true" />
          {T.openTrialDay}
        </Link>
      </div>
      <p className={ui.hint}>{T.coachesHint}</p>
      <AdminNotice notice={notice.notice} />
      {coaches.isSuccess && list.length === 0 ? <p className={ui.empty}>{T.noCoaches}</p> : null}
      {list.length > 0 && !trial.cancelled_at ? (
        <>
          <fieldset className={css.coaches}>
            <legend className={ui.srOnly}>{T.coaches}</legend>
            {list.map((c) => (
              <label key={c.id} className={css.coach}>
                <input type="checkbox" checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />
                <span>
                  {c.name} <small>{c.email}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="button" className={ui.btn} onClick={onSave} disabled={save.isPending}>
              {T.saveCoaches}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
