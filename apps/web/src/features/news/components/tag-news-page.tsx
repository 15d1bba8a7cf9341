import { Link, useParams } from 'react-router';
import { API_PATHS } from '@academy/contract/page-data';
import { PAGE_META } from '@academy/contract/page-meta';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { ACADEMY_NAME } from '@academy/contract/site';
import { TAG_MESSAGES, tagFeedPath } from '@academy/contract/tag-constants';
import { ListState } from '../../../components/ui/list-state';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { ApiError } from '../../../lib/api-client';
import { seededMissing } from '../../../lib/page-data';
import { useTag, useTaggedPosts } from '../api/get-tag';
import { NewsLayout } from './post-card';
import './news.css';

/** /news/tag/:slug: the news of one tag, laid out as /news, with its feed (decision 047). */
export function TagNewsPage() {
  const slug = useParams().slug ?? '';
  const tag = useTag(slug);
  const posts = useTaggedPosts(slug);
  // A tag no published post has: the not-found screen, as the server's 404 said (and rendered).
  const missing = tag.error ? tag.error instanceof ApiError && tag.error.status === 404 : tag.isPending && seededMissing(API_PATHS.tag(slug));
  const name = tag.data?.name;
  useDocumentMeta(
    missing ? PAGE_META.notFound.title : name ? TAG_MESSAGES.pageTitle(name) : PAGE_META.news.title,
    missing ? PAGE_META.notFound.description : name ? TAG_MESSAGES.pageDescription(name, ACADEMY_NAME) : undefined,
    !missing,
  );
  if (missing) return <NotFoundScreen detail={TAG_MESSAGES.notFound} />;

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <Link to="/news" className="eyebrow tag-page__back">
            {TAG_MESSAGES.allNews}
          </Link>
          <h1 className="heading heading--xl">{name ? TAG_MESSAGES.pageTitle(name) : PAGE_META.news.title}</h1>
          {tag.data ? <p>{TAG_MESSAGES.pageLead(tag.data.count)}</p> : null}
          <a className="tag-page__feed" href={tagFeedPath(slug)}>
            {TAG_MESSAGES.feedLink}
          </a>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ListState query={posts} items={posts.data} messages={POST_MESSAGES}>
            {(posts) => <NewsLayout posts={posts} />}
          </ListState>
        </div>
      </section>
    </>
  );
}
