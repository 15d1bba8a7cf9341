import { useState } from 'react';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { useEndFamilyLinks } from '../api/family-data';
import { FamilyConfirm } from './family-confirm';

/**
 * "End this link" (docs/decisions/062): for a family that fears its link was passed on. Asks first;
 * the server ends every status link and calendar address of the family's children, and the page
 * then says the link no longer works (`onEnded`).
 */
export function FamilyLinkEnd({ token, onEnded }: { token: string; onEnded: () => void }) {
  const end = useEndFamilyLinks(token);
  const [asking, setAsking] = useState(false);
  return (
    <article className="card family-status__card" aria-labelledby="family-link-title">
      <h2 id="family-link-title" className="family-status__title">
        {FAMILY_DATA.familyLinkTitle}
      </h2>
      <p>{FAMILY_DATA.familyLinkIntro}</p>
      {end.isError ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {FAMILY_DATA.familyFailed}
        </p>
      ) : null}
      <div className="family-status__buttons">
        <button type="button" className="family-status__withdraw" onClick={() => setAsking(true)}>
          {FAMILY_DATA.familyEndLink}
        </button>
      </div>
      {asking ? (
        <FamilyConfirm
          title={FAMILY_DATA.familyEndLink}
          message={FAMILY_DATA.familyEndLinkConfirm}
          cancel={FAMILY_DATA.cancel}
          confirm={FAMILY_DATA.familyEndLinkButton}
          busy={end.isPending}
          busyLabel={FAMILY_DATA.familyEndingLink}
          onCancel={() => setAsking(false)}
          onConfirm={() => end.mutate(undefined, { onSuccess: onEnded, onSettled: () => setAsking(false) })}
        />
      ) : null}
    </article>
  );
}
