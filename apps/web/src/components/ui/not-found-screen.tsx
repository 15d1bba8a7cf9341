import { Link } from 'react-router';
import { NOT_FOUND } from '@academy/contract/site';
import './not-found-screen.css';

/**
 * The not-found screen: an unknown address (features/not-found), and a post or album address the
 * API answers 404 for. The server sends these addresses with status 404 (decision 014). `detail`
 * names what was missing (SPEC's "Oops! This post was not found or failed to load.").
 */
export function NotFoundScreen({ detail }: { detail?: string }) {
  return (
    <section className="not-found">
      <div className="not-found__pitch" aria-hidden="true">
        <span className="not-found__code">404</span>
      </div>
      <h1 className="heading heading--center not-found__title">{NOT_FOUND.title}</h1>
      {detail ? <p className="not-found__detail">{detail}</p> : null}
      <p className="not-found__body">{NOT_FOUND.body}</p>
      <Link to="/" className="btn btn--gold btn--lg">
        {NOT_FOUND.back}
      </Link>
    </section>
  );
}
