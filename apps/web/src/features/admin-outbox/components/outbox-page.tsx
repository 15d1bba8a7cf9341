import { RotateCw } from 'lucide-react';
import { EMAIL_STATES, OUTBOX_MESSAGES as M, type Email, type EmailState } from '@academy/contract/email';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminTime, NoneText } from '../../../components/admin/cells';
import { FilterRow, FilterSelect, useSelectFilter } from '../../../components/admin/filter-select';
import { useNotice } from '../../../components/admin/notice';
import { Pill, type PillTone } from '../../../components/admin/cells';
import { ActionButton } from '../../../components/admin/row-actions';
import { useOutbox } from '../api/get-emails';
import { useRetryEmail } from '../api/retry-email';
import css from './outbox.module.css';

const C = M.columns;
const TONES: Record<EmailState, PillTone> = { queued: 'gold', sent: 'green', failed: 'red' };
const none = <NoneText text={M.none} />;

/** The admin outbox: every mail the site sends, with its state, attempts and last error, and a retry for those not sent. */
export default function OutboxPage() {
  const state = useSelectFilter('outbox-state', EMAIL_STATES, { label: M.stateFilter, allLabel: M.allStates, labels: M.stateLabels });
  const mails = useOutbox(state.value);
  const retry = useRetryEmail();
  const notice = useNotice();
  const onRetry = notice.clearing((mail: Email) =>
    retry.mutate(mail.id, { onSuccess: () => notice.success(M.retried), onError: (e) => notice.failure(e, M.retryFailed) }),
  );
  const columns: Column<Email>[] = [
    { header: C.to, cell: (mail) => <span className={css.to}>{mail.to}</span> },
    {
      header: C.subject,
      className: css.subjectCell,
      cell: (mail) => (
        <div>
          <span className={css.subject}>{mail.subject}</span>{' '}
          <span className={css.detail}>
            {C.kind}: {M.kindLabels[mail.kind]}
          </span>
          {mail.attachments.length ? (
            <span className={css.detail}>
              {' '}
              {M.attached} {mail.attachments.join(', ')}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: C.state,
      cell: (mail) => (
        <Pill tone={TONES[mail.state]} data-state={mail.state}>
          {M.stateLabels[mail.state]}
        </Pill>
      ),
    },
    { header: C.attempts, className: css.number, cell: (mail) => mail.attempts },
    { header: C.lastError, className: css.errorCell, cell: (mail) => (mail.last_error ? <span className={css.error}>{mail.last_error}</span> : none) },
    { header: C.created, cell: (mail) => <AdminTime value={mail.created_at} title="dayTime" below="time" none={M.none} /> },
    { header: C.sent, cell: (mail) => <AdminTime value={mail.sent_at} title="dayTime" below="time" none={M.none} /> },
    {
      header: C.actions,
      hiddenHeader: true,
      cell: (mail) =>
        mail.state === 'sent' ? null : (
          <ActionButton
            icon={RotateCw}
            look="small"
            onClick={() => onRetry(mail)}
            disabled={retry.isPending && retry.variables === mail.id}
            label={M.retryLabel(mail.subject)}
          >
            {M.retry}
          </ActionButton>
        ),
    },
  ];

  return (
    <AdminListPage
      title={M.title}
      subtitle={M.subtitle}
      filters={
        <FilterRow>
          <FilterSelect {...state.props} />
        </FilterRow>
      }
      notice={notice}
      stickyNotice
      {...mails}
      messages={M}
    >
      {(items) => <AdminTable rows={items} columns={columns} rowProps={(mail) => ({ 'data-state': mail.state })} compact flat />}
    </AdminListPage>
  );
}
