import { useState } from 'react';
import type { Registration, StatusLinkResult } from '@academy/contract/registration';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmation } from '../../../hooks/use-confirmed-delete';
import { ApiError } from '../../../lib/api-client';
import { useResendStatusLink } from '../api/resend-status-link';
import css from './enrollment.module.css';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

/**
 * "Send a new status link" (decision 032), after a confirmation: the family's old link stops
 * working; the new one is mailed, or shown to copy when no mail server is configured.
 */
export function ResendStatusLink({ registration }: { registration: Registration }) {
  const resend = useResendStatusLink();
  const [result, setResult] = useState<StatusLinkResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmation = useConfirmation(resend.isPending, (close) => {
    setFailure(null);
    resend.mutate(registration.id, {
      onSuccess: setResult,
      onError: (e) => setFailure(e instanceof ApiError ? e.message : EA.resendLinkFailed),
      onSettled: close,
    });
  });

  return (
    <>
      <button
        type="button"
        className={ui.btn}
        onClick={() => {
          setResult(null);
          confirmation.ask();
        }}
      >
        {EA.resendLink}
      </button>
      <AdminConfirmDialog
        {...confirmation.dialog}
        title={EA.resendLinkTitle}
        message={EA.resendLinkBody}
        confirmLabel={EA.resendLink}
        busyLabel={EA.resendLinkBusy}
      />
      <AdminAlert tone="error">{failure}</AdminAlert>
      {result ? (
        <div className={css.newLink} role="status">
          <p>{result.mailed ? EA.resendLinkMailed(registration.parent_email) : EA.resendLinkCopy}</p>
          {result.mailed ? null : (
            <label className={css.newLinkField}>
              <span>{EA.resendLinkField}</span>
              <input type="text" readOnly value={result.url} onFocus={(e) => e.currentTarget.select()} />
            </label>
          )}
        </div>
      ) : null}
    </>
  );
}
