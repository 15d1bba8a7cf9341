import { useState } from 'react';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { downloadFamilyData, useEraseOwnData } from '../api/family-data';
import { FamilyConfirm } from './family-confirm';

/** "Download our data" and "Withdraw and delete our data", for this link's family only. */
export function FamilyDataActions({ token, onErased }: { token: string; onErased: () => void }) {
  const erase = useEraseOwnData(token);
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      const doc = await downloadFamilyData(token);
      const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `our-data-${doc.exported_at.slice(0, 10)}.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="card family-status__card family-status__data" aria-labelledby="family-data-title">
      <h2 id="family-data-title" className="family-status__title">
        {FAMILY_DATA.familyTitle}
      </h2>
      <p>{FAMILY_DATA.familyIntro}</p>
      {failed || erase.isError ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {FAMILY_DATA.familyFailed}
        </p>
      ) : null}
      <div className="family-status__buttons">
        <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={downloading}>
          {FAMILY_DATA.familyDownload}
        </button>
        <button type="button" className="family-status__withdraw" onClick={() => setAsking(true)}>
          {FAMILY_DATA.familyErase}
        </button>
      </div>
      {asking ? (
        <FamilyConfirm
          title={FAMILY_DATA.familyErase}
          message={FAMILY_DATA.familyEraseConfirm}
          cancel={FAMILY_DATA.cancel}
          confirm={FAMILY_DATA.familyEraseButton}
          busy={erase.isPending}
          busyLabel={FAMILY_DATA.erasing}
          onCancel={() => setAsking(false)}
          onConfirm={() => erase.mutate(undefined, { onSuccess: onErased, onSettled: () => setAsking(false) })}
        />
      ) : null}
    </article>
  );
}
