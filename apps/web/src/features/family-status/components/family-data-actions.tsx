import { useState, type FormEvent } from 'react';
import { ERASURE_CODE_DIGITS, FAMILY_DATA } from '@academy/contract/family-data-constants';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { downloadFamilyData, useEraseOwnData, useSendErasureCode } from '../api/family-data';
import { FamilyConfirm } from './family-confirm';

/** The server's own words for a refused code or too many codes (400, 429); anything else is the generic failure. */
const refusal = (err: unknown) => (err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : FAMILY_DATA.familyFailed);

/**
 * "Download our data" and "Withdraw and delete our data", for this link's family only. The erasure
 * asks first, then for the one-time code the server mails to the first guardian (docs/decisions/059):
 * the link alone does not erase a family.
 */
export function FamilyDataActions({ token, onErased }: { token: string; onErased: () => void }) {
  const sendCode = useSendErasureCode(token);
  const erase = useEraseOwnData(token);
  const [asking, setAsking] = useState(false);
  const [codeSent, setCodeSent] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
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

  const askForCode = () => {
    setCodeError(null);
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setCode('');
        setCodeSent((n) => n + 1);
      },
      onError: (err) => setCodeError(refusal(err)),
      onSettled: () => setAsking(false),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!new RegExp(`^\\d{${ERASURE_CODE_DIGITS}}$`).test(typed)) {
      setCodeError(FAMILY_DATA.codeRequired);
      return;
    }
    setCodeError(null);
    erase.mutate(typed, { onSuccess: onErased, onError: (err) => setCodeError(refusal(err)) });
  };

  return (
    <article className="card family-status__card family-status__data" aria-labelledby="family-data-title">
      <h2 id="family-data-title" className="family-status__title">
        {FAMILY_DATA.familyTitle}
      </h2>
      <p>{FAMILY_DATA.familyIntro}</p>
      {failed ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {FAMILY_DATA.familyFailed}
        </p>
      ) : null}
      <div className="family-status__buttons">
        <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={downloading}>
          {FAMILY_DATA.familyDownload}
        </button>
        {codeSent === 0 ? (
          <button type="button" className="family-status__withdraw" onClick={() => setAsking(true)}>
            {FAMILY_DATA.familyErase}
          </button>
        ) : null}
      </div>
      {codeSent === 0 && codeError ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {codeError}
        </p>
      ) : null}
      {codeSent > 0 ? (
        <form className="family-status__code" aria-label={FAMILY_DATA.familyErase} onSubmit={submitCode} noValidate>
          <p role="status">{codeSent === 1 ? FAMILY_DATA.familyCodeSent : FAMILY_DATA.familyCodeResent}</p>
          <TextField
            label={FAMILY_DATA.familyCodeLabel}
            hint={FAMILY_DATA.familyCodeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ERASURE_CODE_DIGITS}
            required
            value={code}
            error={codeError ?? undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="family-status__buttons">
            <button type="submit" className="btn family-status__danger" disabled={erase.isPending}>
              {erase.isPending ? FAMILY_DATA.erasing : FAMILY_DATA.familyCodeDelete}
            </button>
            <button type="button" className="btn btn--ghost" onClick={askForCode} disabled={sendCode.isPending}>
              {sendCode.isPending ? FAMILY_DATA.familyCodeSending : FAMILY_DATA.familyCodeAgain}
            </button>
          </div>
        </form>
      ) : null}
      {asking ? (
        <FamilyConfirm
          title={FAMILY_DATA.familyErase}
          message={FAMILY_DATA.familyEraseConfirm}
          cancel={FAMILY_DATA.cancel}
          confirm={FAMILY_DATA.familyEraseButton}
          busy={sendCode.isPending}
          busyLabel={FAMILY_DATA.familyCodeSending}
          onCancel={() => setAsking(false)}
          onConfirm={askForCode}
        />
      ) : null}
    </article>
  );
}
