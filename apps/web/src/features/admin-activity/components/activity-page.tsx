import { useEffect, useState } from 'react';
import type { AuditQuery } from '@academy/contract/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_PAGE as M, type AuditAction } from '@academy/contract/audit-constants';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminPager } from '../../../components/admin/pager';
import { FilterSelect } from '../../../components/admin/filter-select';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { useAudit } from '../api/get-audit';
import css from './activity.module.css';

const C = M.columns;
const F = M.filters;
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

type Draft = { actor: string; action: AuditAction | ''; record: string; from: string; to: string };
const EMPTY: Draft = { actor: '', action: '', record: '', from: '', to: '' };

/** "registration:12" or "registration" → the API's record filters. */
function recordFilter(record: string): Pick<AuditQuery, 'record_type' | 'record_id'> {
  const [type, id] = record.trim().split(':').map((s) => s.trim());
  return { record_type: type || undefined, record_id: id || undefined };
}

/** Typing waits a moment before the list is asked again; choices apply at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The audit trail for administrators: filters for who, action, record and days, and a paged list. */
export default function ActivityPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const typed = useSettled({ actor: draft.actor, record: draft.record }, 300);
  const filters: AuditQuery = {
    actor: typed.actor.trim() || undefined,
    action: draft.action || undefined,
    ...recordFilter(typed.record),
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
  const { list, pager } = useAudit(filters);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>{M.title}</h1>
        <p className={ui.subtitle}>{M.subtitle}</p>
      </div>
      <div className={css.filters} role="search">
        <div className={ui.field}>
          <label className={ui.label} htmlFor="audit-actor">
            {F.actor}
          </label>
          <input id="audit-actor" className={ui.input} value={draft.actor} onChange={(e) => set('actor', e.target.value)} autoComplete="off" />
        </div>
        <FilterSelect
          id="audit-action"
          label={F.action}
          allLabel={F.allActions}
          value={draft.action}
          options={AUDIT_ACTIONS}
          labels={AUDIT_ACTION_LABELS}
          onChange={(action) => set('action', action)}
        />
        <div className={ui.field}>
          <label className={ui.label} htmlFor="audit-record">
            {F.record}
          </label>
          <input id="audit-record" className={ui.input} value={draft.record} placeholder={M.recordHint} onChange={(e) => set('record', e.target.value)} autoComplete="off" />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="audit-from">
            {F.from}
          </label>
          <input id="audit-from" type="date" className={ui.input} value={draft.from} max={draft.to || undefined} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="audit-to">
            {F.to}
          </label>
          <input id="audit-to" type="date" className={ui.input} value={draft.to} min={draft.from || undefined} onChange={(e) => set('to', e.target.value)} />
        </div>
        <button
          type="button"
          className={`${ui.btn} ${css.clear}`}
          disabled={Object.values(draft).every((v) => !v)}
          onClick={() => setDraft(EMPTY)}
        >
          {F.clear}
        </button>
      </div>
      <ListState query={list} items={list.data?.items} messages={M} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <div className={`${ui.card} ${ui.tableWrap} ${css.wrap}`}>
            <table className={`${ui.table} ${css.table}`}>
              <thead>
                <tr>
                  <th scope="col">{C.at}</th>
                  <th scope="col">{C.actor}</th>
                  <th scope="col">{C.action}</th>
                  <th scope="col">{C.record}</th>
                  <th scope="col">{C.summary}</th>
                  <th scope="col">{C.ip}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id} data-action={entry.action}>
                    <td data-label={C.at}>
                      <time dateTime={entry.at}>
                        <span className={css.time}>{dayFormat.format(new Date(entry.at))}</span>{' '}
                        <span className={css.time}>{timeFormat.format(new Date(entry.at))}</span>
                      </time>
                    </td>
                    <td data-label={C.actor} className={css.actor}>
                      {entry.actor}
                    </td>
                    <td data-label={C.action}>
                      <span className={css.action} data-kind={entry.action.split('.')[0]}>
                        {AUDIT_ACTION_LABELS[entry.action]}
                      </span>
                    </td>
                    <td data-label={C.record}>{entry.record_type ? <code className={css.record}>{entry.record_id ? `${entry.record_type}:${entry.record_id}` : entry.record_type}</code> : <span className={css.muted}>{M.none}</span>}</td>
                    <td data-label={C.summary}>{entry.summary || <span className={css.muted}>{M.none}</span>}</td>
                    <td data-label={C.ip}>{entry.ip ?? <span className={css.muted}>{M.none}</span>}</td>
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
