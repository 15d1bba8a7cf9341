import { useEffect, useState } from 'react';
import type { AuditEntry, AuditQuery } from '@academy/contract/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_PAGE as M, type AuditAction } from '@academy/contract/audit-constants';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminTime, NoneText } from '../../../components/admin/cells';
import { FilterSelect, TextFilter } from '../../../components/admin/filter-select';
import ui from '../../../components/admin/ui.module.css';
import { useAudit } from '../api/get-audit';
import css from './activity.module.css';

const C = M.columns;
const F = M.filters;
const none = <NoneText text={M.none} />;

type Draft = { actor: string; action: AuditAction | ''; record: string; from: string; to: string };
const EMPTY: Draft = { actor: '', action: '', record: '', from: '', to: '' };

/** "registration:12" or "registration" → the API's record filters. */
function recordFilter(record: string): Pick<AuditQuery, 'record_type' | 'record_id'> {
  const [type, id] = record
    .trim()
    .split(':')
    .map((s) => s.trim());
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
  // Strings settle, not a fresh object: an equal string leaves the state alone, so the page renders
  // only when the typed text changed (activity-page.test.tsx counts the renders).
  const typed = { actor: useSettled(draft.actor, 300), record: useSettled(draft.record, 300) };
  const filters: AuditQuery = {
    actor: typed.actor.trim() || undefined,
    action: draft.action || undefined,
    ...recordFilter(typed.record),
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
  const list = useAudit(filters);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const columns: Column<AuditEntry>[] = [
    { header: C.at, cell: (entry) => <AdminTime value={entry.at} below="timeSeconds" /> },
    { header: C.actor, className: css.actor, cell: (entry) => entry.actor },
    {
      header: C.action,
      cell: (entry) => (
        <span className={css.action} data-kind={entry.action.split('.')[0]}>
          {AUDIT_ACTION_LABELS[entry.action]}
        </span>
      ),
    },
    {
      header: C.record,
      cell: (entry) =>
        entry.record_type ? <code className={css.record}>{entry.record_id ? `${entry.record_type}:${entry.record_id}` : entry.record_type}</code> : none,
    },
    { header: C.summary, cell: (entry) => entry.summary || none },
    { header: C.ip, cell: (entry) => entry.ip ?? none },
  ];

  return (
    <AdminListPage
      title={M.title}
      subtitle={M.subtitle}
      filters={
        <div className={css.filters} role="search">
          <TextFilter id="audit-actor" label={F.actor} value={draft.actor} autoComplete="off" onChange={(v) => set('actor', v)} />
          <FilterSelect
            id="audit-action"
            label={F.action}
            allLabel={F.allActions}
            value={draft.action}
            options={AUDIT_ACTIONS}
            labels={AUDIT_ACTION_LABELS}
            onChange={(action) => set('action', action)}
          />
          <TextFilter
            id="audit-record"
            label={F.record}
            value={draft.record}
            placeholder={M.recordHint}
            autoComplete="off"
            onChange={(v) => set('record', v)}
          />
          <TextFilter id="audit-from" type="date" label={F.from} value={draft.from} max={draft.to || undefined} onChange={(v) => set('from', v)} />
          <TextFilter id="audit-to" type="date" label={F.to} value={draft.to} min={draft.from || undefined} onChange={(v) => set('to', v)} />
          <button type="button" className={`${ui.btn} ${css.clear}`} disabled={Object.values(draft).every((v) => !v)} onClick={() => setDraft(EMPTY)}>
            {F.clear}
          </button>
        </div>
      }
      {...list}
      messages={M}
    >
      {(items) => <AdminTable rows={items} columns={columns} rowProps={(entry) => ({ 'data-action': entry.action })} compact flat />}
    </AdminListPage>
  );
}
