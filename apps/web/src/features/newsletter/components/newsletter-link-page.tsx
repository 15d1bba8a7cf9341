import { useParams } from 'react-router';
import { NEWSLETTER_PAGES } from '@academy/contract/newsletter-constants';
import { Alert } from '../../../components/ui/alert';
import { LinkPage } from '../../../components/ui/link-page';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { ApiError } from '../../../lib/api-client';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-links';

/**
 * The page a newsletter mail's link opens (confirm or unsubscribe). Opening it changes nothing:
 * mail scanners fetch links before people click them. The button sends the POST.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { token = '' } = useParams();
  const texts = NEWSLETTER_PAGES[action];
  const run = useNewsletterLink(action);
  useDocumentMeta(texts.title);

  const failure = run.error instanceof ApiError && run.error.status === 404 ? texts.invalid : texts.failure;

  return (
    <LinkPage title={texts.title} home={NEWSLETTER_PAGES.home}>
      <div aria-live="polite" className="link-page__result">
        {run.isSuccess ? <Alert kind="success" message={texts.done} /> : null}
        {run.isError ? <Alert kind="error" message={failure} /> : null}
      </div>
      {run.isSuccess ? null : (
        <>
          <p className="link-page__intro">{texts.intro}</p>
          <button type="button" className="btn btn--gold btn--lg" onClick={() => run.mutate(token)} disabled={run.isPending}>
            {run.isPending ? <Spinner size="sm" /> : null}
            {texts.button}
          </button>
        </>
      )}
    </LinkPage>
  );
}

export const ConfirmSubscriptionPage = () => <NewsletterLinkPage action="confirm" />;
export const UnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
