import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { REPORT_MESSAGES, REPORT_TEXTS as T, ReportInputSchema, type Report, type ReportInput, type ReportTemplate } from '@academy/contract/report';
import { SCORE_MAX, SCORE_MIN } from '@academy/contract/trial-day-constants';
import { RecordFallback } from '../../../components/admin/admin-page';
import { AdminPage } from '../../../components/admin/admin-page';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { SaveActions } from '../../../components/admin/form-controls';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { BackLink } from '../../../components/admin/row-actions';
import { reportBackTo } from '../../../components/admin/write-report-link';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { useFormSend } from '../../../hooks/use-form-send';
import { formatDate } from '../../../lib/format-date';
import { useReport, useReportTemplate, useSaveReport } from '../api/reports';
import css from './reports.module.css';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));
const look = ADMIN_FIELD_LOOK;

/** The form's values: a score is a select's text, '' while not scored (such a criterion is left out of the report). */
type FormValues = { criteria: { criterion: string; score: string; comment: string }[]; summary: string };

const fromTemplate = (t: ReportTemplate): FormValues => ({
  criteria: t.criteria.map((c) => ({ criterion: c.criterion, score: c.score === null ? '' : String(c.score), comment: c.comment })),
  summary: '',
});
/** An edited report: its own criteria (as written), then any of the academy's it did not score. */
const fromReport = (r: Report, t: ReportTemplate | undefined): FormValues => ({
  criteria: [
    ...r.criteria.map((c) => ({ criterion: c.criterion, score: String(c.score), comment: c.comment })),
    ...(t?.criteria ?? [])
      .filter((c) => !r.criteria.some((rc) => rc.criterion === c.criterion))
      .map((c) => ({ criterion: c.criterion, score: '', comment: '' })),
  ],
  summary: r.summary,
});
const toInput = (v: FormValues): ReportInput => ({
  criteria: v.criteria.filter((c) => c.score !== '').map((c) => ({ criterion: c.criterion, score: Number(c.score), comment: c.comment })),
  summary: v.summary,
});

/** The form itself: a score (or "not scored") and a comment per criterion, then the summary. */
export function ReportForm({
  defaults,
  readOnly,
  onSubmit,
  sending,
}: {
  defaults: FormValues;
  readOnly: boolean;
  onSubmit: (input: ReportInput) => void;
  sending: { failure: string | null | undefined; busy: boolean };
}) {
  const { register, handleSubmit, getValues } = useForm<FormValues>({ defaultValues: defaults });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = handleSubmit((values) => {
    const parsed = ReportInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? REPORT_MESSAGES.criteriaRequired);
      return;
    }
    setProblem(null);
    onSubmit(toInput(values));
  });
  const failure = problem ?? sending.failure;
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <fieldset className={css.criteria} disabled={readOnly}>
        {getValues('criteria').map((c, i) => (
          <div key={c.criterion} className={`${ui.card} ${css.criterion}`} data-testid={`criterion-${c.criterion}`}>
            <h2 className={css.criterionName}>{c.criterion}</h2>
            <SelectField
              label={T.scoreLabel(c.criterion)}
              look={look}
              options={SCORES}
              optionLabel={(s) => `${s} / ${SCORE_MAX}`}
              placeholder={T.notScored}
              {...register(`criteria.${i}.score`)}
            />
            <TextAreaField label={T.commentLabel(c.criterion)} look={look} rows={2} {...register(`criteria.${i}.comment`)} />
          </div>
        ))}
      </fieldset>
      <div className={ui.card}>
        <TextAreaField label={T.summary} look={look} rows={5} disabled={readOnly} {...register('summary')} />
      </div>
      {failure ? (
        <p className={ui.fieldError} role="alert">
          {failure}
        </p>
      ) : null}
      {readOnly ? null : (
        <SaveActions busy={sending.busy} busyLabel={T.saving}>
          {T.save}
        </SaveActions>
      )}
    </form>
  );
}

/**
 * /reports/new/:registrationId and /reports/:id (decision 034): a coach of the child or an
 * administrator writes a report, pre-filled from the trial evaluation (or the last report), and
 * edits it while it is a draft. Publishing is on the enrollment detail (administrators).
 */
export default function ReportFormPage() {
  const params = useParams();
  const reportId = Number(params.id ?? 0);
  const report = useReport(reportId, params.id !== undefined);
  const registrationId = params.registrationId !== undefined ? Number(params.registrationId) : (report.data?.registration_id ?? 0);
  const template = useReportTemplate(registrationId);
  const save = useSaveReport();
  const navigate = useNavigate();
  const location = useLocation();
  const isAdmin = useIsAdmin();
  const notice = useNotice();
  const { sending, send } = useFormSend(save, { setError: () => {}, fields: [], fallback: T.saveFailed });
  const name = template.data ? `${template.data.first_name} ${template.data.last_name}`.trim() : '';
  useAdminRecordTitle(name || null);

  // Back to where the coach came from (squad roster, trial day, enrollment detail); opened by its address: the child's enrollment, or the trial day for a coach.
  const backTo = reportBackTo(location.state, isAdmin && registrationId ? adminHref('enrollment', { id: registrationId }) : ADMIN_PATHS.trialDays);
  const back = <BackLink to={backTo}>{T.back}</BackLink>;
  const loading = params.id !== undefined && !report.isSuccess ? report : template;
  if (!loading.isSuccess || !template.isSuccess)
    return (
      <RecordFallback query={loading.isSuccess ? template : loading} back={back} messages={{ notFound: REPORT_MESSAGES.notFound, failed: T.saveFailed }} />
    );

  const existing = report.data;
  const readOnly = existing?.state === 'published';
  const from = template.data.prefilled_from;
  const subtitle = existing
    ? readOnly
      ? T.readOnly
      : T.formSubtitle
    : from
      ? `${T.formSubtitle} ${from.kind === 'trial' ? T.prefilledFromTrial(formatDate(from.at)) : T.prefilledFromReport(formatDate(from.at))}`
      : T.formSubtitle;

  return (
    <AdminPage title={existing ? T.formTitleEdit(name) : T.formTitleNew(name)} subtitle={subtitle} actions={back}>
      <AdminNotice notice={notice.notice} />
      <ReportForm
        key={existing ? `${existing.id}-${existing.updated_at}` : 'new'}
        defaults={existing ? fromReport(existing, template.data) : fromTemplate(template.data)}
        readOnly={readOnly}
        sending={sending}
        onSubmit={(input) =>
          send({ id: existing?.id ?? null, registrationId, input }, (saved) => {
            notice.success(T.saved);
            if (!existing) navigate(adminHref('report', { id: saved.id }), { replace: true, state: location.state });
          })
        }
      />
    </AdminPage>
  );
}
