import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import {
  ATTENDANCE_LABELS,
  ATTENDANCES,
  SCORE_MAX,
  SCORE_MIN,
  TRIAL_DAY_TEXTS as T,
  hasHealthConditions,
  type Attendance,
} from '@academy/contract/trial-day-constants';
import type { RankedChild, TrialDay, TrialDayChild } from '@academy/contract/trial-day';
import { AdminPage, RecordFallback } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { useAdminUserId } from '../../../components/admin/admin-role';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { trialDayKeys, useTrialDay, useTrialResults } from '../api/trial-day';
import type { OfflineQueue } from '../../../lib/offline-queue';
import { QueueStatus } from '../../../components/admin/queue-status';
import { useOfflineQueue } from '../../../hooks/use-offline-queue';
import css from './trial-day.module.css';
import { WriteReportLink } from '../../../components/admin/write-report-link';

/** What this browser holds for a child beyond the server's values: the marks made here. */
type Local = { attendance?: Attendance; scores: Record<string, number>; note?: string };
type LocalMarks = Record<number, Local>;

const markKeys = {
  checkin: (trial: number, child: number) => `checkin:${trial}:${child}`,
  score: (trial: number, child: number, criterion: string) => `score:${trial}:${child}:${criterion}`,
  note: (trial: number, child: number) => `note:${trial}:${child}`,
};

/** The marks still waiting in the queue for this session, as local values (a reload while offline shows them). */
function waitingMarks(queue: OfflineQueue, trialId: number): LocalMarks {
  const out: LocalMarks = {};
  for (const mark of queue.waiting()) {
    const [kind, trial, child, criterion] = mark.key.split(':');
    if (Number(trial) !== trialId) continue;
    const id = Number(child);
    const local = (out[id] ??= { scores: {} });
    if (kind === 'checkin') local.attendance = mark.body.attendance as Attendance;
    if (kind === 'score' && criterion !== undefined) local.scores[criterion] = (mark.body.scores as Record<string, number>)[criterion]!;
    if (kind === 'note') local.note = String(mark.body.note);
  }
  return out;
}

/** /trial-day/:id: check-in and scores on a phone, or the ranked results (`?view=results`). */
export default function TrialDayPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const view = params.get('view') === 'results' ? 'results' : 'checkin';
  const day = useTrialDay(id);
  useAdminRecordTitle(day.data ? formatDateTime(day.data.trial.starts_at, 'long') : null);
  const back = (
    <Link to={ADMIN_PATHS.trialDays} className={`${ui.btn} ${ui.small}`}>
      {T.backToSessions}
    </Link>
  );
  // A session not assigned to this coach answers 403: say so rather than "failed".
  const refused = day.error instanceof ApiError && day.error.status === 403;
  if (!day.isSuccess)
    return (
      <RecordFallback query={day} back={back} messages={{ notFound: TRIAL_MESSAGES.notFound, failed: refused ? AUTH_MESSAGES.forbidden : T.loadFailed }} />
    );
  const { trial } = day.data;
  const tabs = (
    <nav className={css.tabs} aria-label={T.session}>
      <Link to={adminHref('trialDay', { id: trial.id })} className={css.tab} aria-current={view === 'checkin' ? 'page' : undefined}>
        {T.checkIn}
      </Link>
      <Link to={`${adminHref('trialDay', { id: trial.id })}?view=results`} className={css.tab} aria-current={view === 'results' ? 'page' : undefined}>
        {T.results}
      </Link>
    </nav>
  );
  return (
    <AdminPage
      title={formatDateTime(trial.starts_at, 'long')}
      subtitle={`${trial.location} · ${TRIAL_MESSAGES.ages(trial.min_age, trial.max_age)}`}
      actions={back}
    >
      {tabs}
      {view === 'results' ? <Results id={id} /> : <CheckIn day={day.data} />}
    </AdminPage>
  );
}

function CheckIn({ day }: { day: TrialDay }) {
  const userId = useAdminUserId();
  const { queue, snapshot } = useOfflineQueue(userId, 'trialDay', trialDayKeys.all);
  const trialId = day.trial.id;
  const [local, setLocal] = useState<LocalMarks>(() => waitingMarks(queue, trialId));
  const [open, setOpen] = useState<number | null>(null);

  const edit = (child: number, change: (l: Local) => Local) => setLocal((all) => ({ ...all, [child]: change(all[child] ?? { scores: {} }) }));
  const now = () => new Date().toISOString();

  const mark = (child: number, attendance: Attendance) => {
    edit(child, (l) => ({ ...l, attendance }));
    queue.add({
      key: markKeys.checkin(trialId, child),
      method: 'POST',
      path: `/trials/${trialId}/checkin`,
      body: { registration_id: child, attendance, recorded_at: now() },
    });
  };
  const score = (child: number, criterion: string, value: number) => {
    edit(child, (l) => ({ ...l, scores: { ...l.scores, [criterion]: value } }));
    queue.add({
      key: markKeys.score(trialId, child, criterion),
      method: 'PUT',
      path: `/registrations/${child}/evaluation`,
      body: { trial_id: trialId, scores: { [criterion]: value }, recorded_at: now() },
    });
  };
  const note = (child: number, text: string) => {
    edit(child, (l) => ({ ...l, note: text }));
    queue.add({
      key: markKeys.note(trialId, child),
      method: 'PUT',
      path: `/registrations/${child}/evaluation`,
      body: { trial_id: trialId, note: text, recorded_at: now() },
    });
  };

  if (day.trial.cancelled_at) return <p className={`${ui.card} ${ui.empty}`}>{TRIAL_MESSAGES.alreadyCancelled}</p>;
  return (
    <>
      <QueueStatus snapshot={snapshot} onRetry={() => queue.retry()} />
      {day.children.length === 0 ? <p className={`${ui.card} ${ui.empty}`}>{T.noChildren}</p> : null}
      <ul className={css.children}>
        {day.children.map((child) => {
          const mine = local[child.registration_id];
          const attendance = mine?.attendance ?? child.attendance;
          const scores = { ...child.scores, ...mine?.scores };
          const isOpen = open === child.registration_id;
          return (
            <li key={child.registration_id} className={`${ui.card} ${css.child}`} data-testid={`child-${child.registration_id}`}>
              <ChildFacts child={child} />
              <div className={css.attendance} role="group" aria-label={T.attendanceOf(`${child.first_name} ${child.last_name}`)}>
                {ATTENDANCES.map((a) => (
                  <button
                    key={a}
                    type="button"
                    className={css.big}
                    data-kind={a}
                    aria-pressed={attendance === a}
                    onClick={() => mark(child.registration_id, a)}
                  >
                    {ATTENDANCE_LABELS[a]}
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={`${ui.btn} ${css.scoreToggle}`}
                aria-expanded={isOpen}
                onClick={() => setOpen(isOpen ? null : child.registration_id)}
              >
                {T.scoreChild(child.first_name)}
                <span className={css.scoreSummary}>{Object.keys(scores).length ? `${T.average} ${average(scores)}` : T.notScored}</span>
              </button>
              {isOpen ? (
                <Scoring
                  criteria={day.criteria}
                  scores={scores}
                  note={mine?.note ?? child.note}
                  onScore={(c, v) => score(child.registration_id, c, v)}
                  onNote={(text) => note(child.registration_id, text)}
                  onClose={() => setOpen(null)}
                />
              ) : null}
              <WriteReportLink registrationId={child.registration_id} name={`${child.first_name} ${child.last_name}`.trim()} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

const average = (scores: Record<string, number>) => {
  const values = Object.values(scores);
  return (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2);
};

function ChildFacts({ child }: { child: TrialDayChild }) {
  return (
    <div className={css.facts}>
      <h2 className={css.name}>
        {child.first_name} {child.last_name}
      </h2>
      <p className={css.meta}>
        <span>{T.age(child.age)}</span>
        <span className={ui.badge}>{child.photo_consent ? T.photoConsent : T.noPhotoConsent}</span>
      </p>
      {hasHealthConditions(child.health_conditions) ? (
        <p className={css.health}>
          <strong>{T.health}:</strong> {child.health_conditions}
        </p>
      ) : (
        <p className={css.meta}>{T.noHealth}</p>
      )}
      <a className={css.phone} href={`tel:${child.parent_phone.replace(/[^\d+]/g, '')}`}>
        {T.callParent(child.parent_phone)}
      </a>
    </div>
  );
}

function Scoring(props: {
  criteria: string[];
  scores: Record<string, number>;
  note: string;
  onScore: (criterion: string, value: number) => void;
  onNote: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(props.note);
  const values = useMemo(() => Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i), []);
  return (
    <div className={css.scoring}>
      {props.criteria.map((criterion) => (
        <fieldset key={criterion} className={css.criterion}>
          <legend>{criterion}</legend>
          <div className={css.scores}>
            {values.map((v) => (
              <button
                key={v}
                type="button"
                className={css.big}
                aria-pressed={props.scores[criterion] === v}
                aria-label={T.scoreButton(criterion, v)}
                onClick={() => props.onScore(criterion, v)}
              >
                {v}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <label className={ui.field}>
        <span className={ui.label}>{T.note}</span>
        <textarea
          className={ui.input}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text !== props.note && props.onNote(text)}
        />
        <span className={ui.hint}>{T.noteHint}</span>
      </label>
      <button type="button" className={ui.btn} onClick={props.onClose}>
        {T.backToList}
      </button>
    </div>
  );
}

function Results({ id }: { id: string }) {
  const results = useTrialResults(id, true);
  if (results.isError) return <p className={`${ui.card} ${ui.empty}`}>{T.loadFailed}</p>;
  if (!results.data) return <AdminSpinner />;
  const { criteria, session, by_age } = results.data;
  const columns: Column<RankedChild>[] = [
    { header: T.rank, cell: (r) => (r.rank === null ? '—' : r.tied ? `${r.rank} (${T.tie})` : String(r.rank)) },
    { header: T.child, cell: (r) => `${r.first_name} ${r.last_name}` },
    { header: T.ageColumn, cell: (r) => r.age },
    ...criteria.map((c) => ({ header: c, cell: (r: RankedChild) => r.scores[c] ?? '—' })),
    { header: T.average, cell: (r) => (r.average === null ? T.notScored : r.average.toFixed(2)) },
  ];
  const group = (title: string, rows: RankedChild[]) => (
    <section key={title} className={css.results} aria-label={title}>
      <h2 className={ui.cardTitle}>{title}</h2>
      {rows.length ? <AdminTable rows={rows} columns={columns} rowKey={(r) => r.registration_id} compact /> : <p className={ui.empty}>{T.noResults}</p>}
    </section>
  );
  return (
    <>
      {group(T.allAges, session)}
      {by_age.map((g) => group(T.ageGroup(g.age), g.ranking))}
    </>
  );
}
