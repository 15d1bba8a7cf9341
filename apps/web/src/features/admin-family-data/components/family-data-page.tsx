import { useState, type FormEvent } from 'react';
import { Download, Search, Trash2 } from 'lucide-react';
import { FAMILY_DATA as M, FAMILY_RECORD_KINDS, type FamilyRecordKind } from '@academy/contract/family-data-constants';
import type { FamilyExport } from '@academy/contract/family-data';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminPage } from '../../../components/admin/admin-page';
import { TextFilter } from '../../../components/admin/filter-select';
import { AdminModal } from '../../../components/admin/modal';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { RetentionCard } from '../../../components/admin/retention-card';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { useEraseFamily, useFamilyExport } from '../api/family-data';
import css from './family-data.module.css';
import { LabelledInput } from '../../../components/admin/form-controls';
import { useTextInput } from '../../../hooks/use-text-input';

const totalOf = (doc: FamilyExport) => FAMILY_RECORD_KINDS.reduce((n, k) => n + doc[k].length, 0);

/** Offers the export as a file: family-data-<date>.json. */
const download = (doc: FamilyExport) =>
  saveFile(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), `family-data-${doc.exported_at.slice(0, 10)}.json`);

/** The erasure's confirmation: the email typed again, then one click. */
function EraseDialog({ email, onClose, onErased }: { email: string; onClose: () => void; onErased: (n: number) => void }) {
  const [mismatch, setMismatch] = useState(false);
  const typed = useTextInput('', () => setMismatch(false));
  const erase = useEraseFamily();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.value.trim().toLowerCase() !== email) return setMismatch(true);
    erase.mutate(email, { onSuccess: (counts) => onErased(Object.values(counts).reduce((a, b) => a + b, 0)) });
  };
  return (
    <AdminModal title={M.eraseConfirmTitle} onClose={onClose}>
      <form onSubmit={submit} className={css.dialog} noValidate>
        <p>{M.eraseConfirmBody}</p>
        <LabelledInput id="erase-confirm" label={M.eraseTypeToConfirm} {...typed.input} autoComplete="off" problem={mismatch ? M.eraseMismatch : null} />
        {erase.isError ? <AdminAlert tone="error">{errorMessage(erase.error, M.eraseFailed)}</AdminAlert> : null}
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={onClose}>
            {M.cancel}
          </button>
          <button type="submit" className={`${ui.btn} ${ui.danger}`} disabled={erase.isPending}>
            <Trash2 size={16} aria-hidden="true" />
            {erase.isPending ? M.erasing : M.erase}
          </button>
        </div>
      </form>
    </AdminModal>
  );
}

/**
 * A family's data by the parent's email: what is stored, a download of all of it as JSON, and its
 * erasure after the email is typed again; beside it, the retention policy and its last run.
 */
export default function FamilyDataPage() {
  const [input, setInput] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const notice = useNotice();
  const found = useFamilyExport(email);
  const doc = found.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = input.trim().toLowerCase();
    notice.clear();
    if (value) setEmail(value);
  };

  return (
    <AdminPage title={M.adminTitle} subtitle={M.adminIntro}>
      <form onSubmit={submit} className={css.search} role="search">
        <TextFilter id="family-email" type="email" label={M.emailLabel} value={input} onChange={setInput} autoComplete="off" required />
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={found.isFetching}>
          <Search size={16} aria-hidden="true" />
          {M.find}
        </button>
      </form>
      <AdminNotice notice={notice.notice} />
      {found.isError ? <AdminAlert tone="error">{errorMessage(found.error, M.loadFailed)}</AdminAlert> : null}
      {doc && !notice.notice ? (
        <section className={ui.card} aria-label={M.adminTitle}>
          {totalOf(doc) === 0 ? (
            <p>{M.notFound}</p>
          ) : (
            <>
              <p className={css.found}>{M.found(totalOf(doc))}</p>
              <ul className={css.kinds}>
                {FAMILY_RECORD_KINDS.filter((k) => doc[k].length > 0).map((k: FamilyRecordKind) => (
                  <li key={k}>
                    <span>{M.kindLabels[k]}</span> <strong>{doc[k].length}</strong>
                  </li>
                ))}
              </ul>
              <div className={ui.actions}>
                <button type="button" className={ui.btn} onClick={() => download(doc)}>
                  <Download size={16} aria-hidden="true" />
                  {M.download}
                </button>
                <button type="button" className={`${ui.btn} ${ui.danger}`} onClick={() => setErasing(true)}>
                  <Trash2 size={16} aria-hidden="true" />
                  {M.erase}
                </button>
              </div>
            </>
          )}
        </section>
      ) : null}
      {erasing && email ? (
        <EraseDialog
          email={email}
          onClose={() => setErasing(false)}
          onErased={(n) => {
            setErasing(false);
            setEmail(null);
            setInput('');
            notice.success(M.erased(n));
          }}
        />
      ) : null}
      <RetentionCard />
    </AdminPage>
  );
}
