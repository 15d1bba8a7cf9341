import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { EMAIL_STATES, OUTBOX_MESSAGES, type Email, type EmailState } from '@academy/contract/email';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminPager } from '../../../components/admin/pager';
import { FilterSelect } from '../../../components/admin/filter-select';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useOutbox } from '../api/get-emails';
import { useRetryEmail } from '../api/retry-email';
import css from './outbox.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const M = OUTBOX_MESSAGES;
const C = M.columns;

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** A date and its time on two short lines, so that both time columns fit beside the rest. */
function When({ value }: { value: string | null }) {
  if (!value) return <span className={css.muted}>{M.none}</span>;
  const at = new Date(value);
  return (
    <time dateTime={value} title={dateFormat.format(at)}>
      <span className={css.time}>{dayFormat.format(at)}</span>{' '}
      <span className={css.time}>{timeFormat.format(at)}</span>
    </time>
  );
}

/** The admin outbox: every mail the site sends, with its state, attempts and last error, and a retry for those not sent. */
export default function OutboxPage() {
  const [state, setState] = useState<EmailState | ''>('');
  const { list: mails, pager } = useOutbox(state);
  const retry = useRetryEmail();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onRetry = (mail: Email) => {
    setNotice(null);
    retry.mutate(mail.id, {
      onSuccess: () => setNotice({ tone: 'success', text: M.retried }),
      onError: (e) => setNotice({ tone: 'error', text: errorMessage(e, M.retryFailed) }),
    });
  };

  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>{M.title}</h1>
        <p className={ui.subtitle}>{M.subtitle}</p>
      </div>
      <div className={css.filters}>
        <FilterSelect
          id="outbox-state"
          className={css.filter}
          label={M.stateFilter}
          allLabel={M.allStates}
          value={state}
          options={EMAIL_STATES}
          labels={M.stateLabels}
          onChange={setState}
        />
      </div>
      {notice ? (
        // Stays in view under the header: the Retry pressed may be far down the list.
        <div className={css.notice}>
          <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert>
        </div>
      ) : null}
      <ListState query={mails} items={mails.data?.items} messages={M} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <div className={`${ui.card} ${ui.tableWrap} ${css.wrap}`}>
            <table className={`${ui.table} ${css.table}`}>
              <thead>
                <tr>
                  <th scope="col">{C.to}</th>
                  <th scope="col">{C.subject}</th>
                  <th scope="col">{C.state}</th>
                  <th scope="col" className={css.number}>
                    {C.attempts}
                  </th>
                  <th scope="col">{C.lastError}</th>
                  <th scope="col">{C.created}</th>
                  <th scope="col">{C.sent}</th>
                  <th scope="col">
                    <span className={ui.srOnly}>{C.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((mail) => (
                  <tr key={mail.id} data-state={mail.state}>
                    <td data-label={C.to}>
                      <span className={css.to}>{mail.to}</span>
                    </td>
                    <td data-label={C.subject} className={css.subjectCell}>
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
                    </td>
                    <td data-label={C.state}>
                      <span className={css.state} data-state={mail.state}>
                        {M.stateLabels[mail.state]}
                      </span>
                    </td>
                    <td data-label={C.attempts} className={css.number}>
                      {mail.attempts}
                    </td>
                    <td data-label={C.lastError} className={css.errorCell}>
                      {mail.last_error ? <span className={css.error}>{mail.last_error}</span> : <span className={css.muted}>{M.none}</span>}
                    </td>
                    <td data-label={C.created}>
                      <When value={mail.created_at} />
                    </td>
                    <td data-label={C.sent}>
                      <When value={mail.sent_at} />
                    </td>
                    <td data-label={C.actions}>
                      {mail.state === 'sent' ? null : (
                        <button
                          type="button"
                          className={`${ui.btn} ${ui.small}`}
                          onClick={() => onRetry(mail)}
                          disabled={retry.isPending && retry.variables === mail.id}
                          aria-label={M.retryLabel(mail.subject)}
                        >
                          <RotateCw size={15} aria-hidden="true" />
                          {M.retry}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <AdminPager {...pager} />
    </div>
  );
}
