import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TEXTS as T, AnnouncementInputSchema } from '@academy/contract/announcement';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useConfirmation } from '../../../hooks/use-confirmed-delete';
import { useSquads } from '../api/squads';
import { useAnnouncementRecipients, useSendAnnouncement } from '../../../components/admin/attendance-api';
import css from '../../../components/admin/attendance.module.css';

type Problems = Partial<Record<'squad_ids' | 'subject' | 'body', string>>;

/**
 * /announcements: a short message by mail to every family of one or several squads (decision 041):
 * an administrator to any squad, a coach to their own (the squad list holds only theirs). The
 * number of families is shown before sending, and the send is confirmed.
 */
export default function AnnouncementPage() {
  const squads = useSquads();
  const [chosen, setChosen] = useState<number[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const recipients = useAnnouncementRecipients(chosen);
  const send = useSendAnnouncement();
  const notice = useNotice();
  const families = chosen.length ? (recipients.data?.families ?? null) : 0;

  const confirmation = useConfirmation(send.isPending, (close) => {
    notice.clear();
    send.mutate(
      { squad_ids: chosen, subject, body },
      {
        onSuccess: (sent) => {
          notice.success(T.sent(sent.families));
          setSubject('');
          setBody('');
          setChosen([]);
        },
        onError: (e) => notice.failure(e, T.sendFailed),
        onSettled: close,
      },
    );
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AnnouncementInputSchema.safeParse({ squad_ids: chosen, subject, body });
    if (!parsed.success) {
      const out: Problems = {};
      for (const issue of parsed.error.issues) out[issue.path[0] as keyof Problems] ??= issue.message;
      setProblems(out);
      return;
    }
    setProblems({});
    confirmation.ask();
  };
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id].sort((a, b) => a - b)));

  return (
    <AdminPage title={T.title} subtitle={T.subtitle} onSubmit={onSubmit}>
      <AdminNotice notice={notice.notice} />
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="announcement-squads">
        <fieldset className={css.squads} aria-describedby="announcement-families">
          <legend id="announcement-squads" className={ui.cardTitle}>
            {T.squads}
          </legend>
          {squads.isPending ? <AdminSpinner /> : null}
          {squads.data?.length === 0 ? <p className={css.muted}>{T.noSquads}</p> : null}
          {(squads.data ?? []).map((s) => (
            <label key={s.id} className={css.squad}>
              <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} />
              {s.name} · {s.season} ({s.enrolled})
            </label>
          ))}
          {problems.squad_ids ? (
            <p className={css.problem} role="alert">
              {problems.squad_ids}
            </p>
          ) : null}
          <p id="announcement-families" className={css.summary} data-testid="announcement-families" aria-live="polite">
            {chosen.length === 0 ? T.chooseSquads : families === null ? '…' : T.families(families)}
          </p>
        </fieldset>
        <TextField label={T.subject} look={ADMIN_FIELD_LOOK} value={subject} onChange={(e) => setSubject(e.target.value)} error={problems.subject} />
        <TextAreaField
          label={T.body}
          look={ADMIN_FIELD_LOOK}
          rows={8}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={problems.body}
        />
        <div>
          <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={send.isPending}>
            {T.send}
          </button>
        </div>
      </section>
      <AdminConfirmDialog {...confirmation.dialog} title={T.confirmTitle} message={T.confirmBody(families ?? 0)} confirmLabel={T.send} busyLabel={T.sending} />
    </AdminPage>
  );
}
