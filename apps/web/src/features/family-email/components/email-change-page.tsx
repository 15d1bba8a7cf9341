import { useParams } from 'react-router';
import { FAMILY_EMAIL_PAGE as M } from '@academy/contract/family-email-constants';
import { Alert } from '../../../components/ui/alert';
import { LinkPage } from '../../../components/ui/link-page';
import { Spinner } from '../../../components/ui/spinner';
import { LoadingState } from '../../../components/ui/states';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { ApiError } from '../../../lib/api-client';
import { useEmailChangeLink, useFollowEmailChangeLink } from '../api/email-change-link';

/**
 * The page a contact email change's link opens (docs/decisions/054): the new address confirms, or
 * the old one undoes a confirmed change. Opening it changes nothing; the button sends the POST.
 */
export function EmailChangePage() {
  const { token = '' } = useParams();
  const link = useEmailChangeLink(token);
  const follow = useFollowEmailChangeLink(token);
  useDocumentMeta(M.title);

  const body = () => {
    if (link.isPending) return <LoadingState label={M.loading} />;
    if (link.isError) return <Alert kind="error" message={link.error instanceof ApiError && link.error.status === 404 ? M.invalid : M.failed} />;
    const { action, state, email } = link.data;
    if (follow.isSuccess) return <Alert kind="success" message={action === 'confirm' ? M.confirmed : M.undone} />;
    if (state === 'expired') return <Alert kind="error" message={M.expired} />;
    if (state === 'done') return <p className="link-page__intro">{M.done}</p>;
    return (
      <>
        {follow.isError ? <Alert kind="error" message={M.failed} /> : null}
        <p className="link-page__intro">{action === 'confirm' ? M.confirmIntro(email) : M.undoIntro(email)}</p>
        <button type="button" className="btn btn--gold btn--lg" onClick={() => follow.mutate()} disabled={follow.isPending}>
          {follow.isPending ? <Spinner size="sm" /> : null}
          {follow.isPending ? M.working : action === 'confirm' ? M.confirmButton : M.undoButton}
        </button>
      </>
    );
  };

  return (
    <LinkPage title={M.title} home={M.home}>
      <div aria-live="polite" className="link-page__result" data-testid="email-change">
        {body()}
      </div>
    </LinkPage>
  );
}
