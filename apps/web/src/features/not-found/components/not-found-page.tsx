import { Link } from 'react-router';
import { NOT_FOUND } from '@academy/contract/site';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import './not-found.css';

export function NotFoundPage() {
  usePageMeta(PAGE_META.notFound);
  return (
    <section className="not-found">
      <div className="not-found__pitch" aria-hidden="true">
        <span className="not-found__code">404</span>
      </div>
      <h1 className="heading heading--center not-found__title">{NOT_FOUND.title}</h1>
      <p className="not-found__body">{NOT_FOUND.body}</p>
      <Link to="/" className="btn btn--gold btn--lg">
        {NOT_FOUND.back}
      </Link>
    </section>
  );
}
