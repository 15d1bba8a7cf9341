import { Link, Navigate, useParams } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { PostArticle } from '../../../components/ui/post-article';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { ApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { usePost } from '../api/get-post';
import { usePosts } from '../api/get-posts';
import { RelatedPosts } from './related-posts';
import { TagChips } from './tag-chips';
import { useInAppLinks } from './use-in-app-links';
import { API_PATHS } from '@academy/contract/page-data';
import { seededMissing } from '../../../lib/page-data';
import './news.css';
import { PAGE_META, postDescription } from '@academy/contract/page-meta';
import { parsePostSegment, postPath } from '@academy/contract/feed-constants';

/** /news/:id, /postview/:id, and /newspost (no id: the newest post). */
export function PostPage() {
  // /news/{id}-{slug} is an alias of /news/{id} (docs/decisions/048; the server answers it 301, a link followed in the app is replaced); anything else there is no post.
  const { id: segment } = useParams();
  const address = segment === undefined ? undefined : parsePostSegment(segment);
  const routeId = segment === undefined ? undefined : (address?.id ?? segment);
  const posts = usePosts();
  const newestId = posts.data?.[0]?.id;
  const id = routeId ?? newestId;
  const post = usePost(id);
  const onProseClick = useInAppLinks();

  // No such post (or a draft the visitor may not read): the not-found screen, as the server's 404 said
  // (and rendered: until the read answers, the server's answer stands).
  const missing = post.error
    ? post.error instanceof ApiError && post.error.status === 404
    : post.isPending && id !== undefined && seededMissing(API_PATHS.post(id));
  useDocumentMeta(
    missing ? PAGE_META.notFound.title : (post.data?.title ?? 'News'),
    missing ? PAGE_META.notFound.description : post.data && postDescription(post.data),
    !missing,
    post.data ? postPath(post.data.id) : undefined,
  );

  const waitingForNewest = !routeId && posts.isPending;
  const noPost = !routeId && posts.isSuccess && newestId === undefined;
  const failed = post.isError || noPost || (!routeId && posts.isError);

  if (address?.slug !== undefined) return <Navigate to={postPath(Number(address.id))} replace />;
  if (missing) return <NotFoundScreen detail={POST_MESSAGES.notFound} />;

  return (
    <section className="section post-page">
      <div className="container post-page__grid">
        <div className="post-page__main">
          <Link to="/news" className="back-link">
            ← All news
          </Link>
          {failed ? (
            <ErrorState message={POST_MESSAGES.notFound} />
          ) : waitingForNewest || post.isPending ? (
            <LoadingState />
          ) : (
            <>
              <PostArticle post={post.data} onProseClick={onProseClick} />
              <TagChips tags={post.data.tags} className="post-page__tags" />
            </>
          )}
        </div>
        {post.data ? <RelatedPosts postId={post.data.id} /> : null}
      </div>
    </section>
  );
}
