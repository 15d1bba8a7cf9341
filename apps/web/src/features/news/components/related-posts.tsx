import { Link } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { useRelatedPosts } from '../api/get-related-posts';

/** Up to 3 related posts (the contract's rule, chosen by the server: tags shared first), each linking to /postview/{id}, the spec's address (that page names /news/{id} as canonical). */
export function RelatedPosts({ postId }: { postId: number }) {
  const related = useRelatedPosts(postId).data ?? [];
  return (
    <aside className="related" aria-labelledby="related-heading">
      <h2 id="related-heading" className="related__heading">
        Related Posts
      </h2>
      {related.length === 0 ? (
        <p className="related__empty">{POST_MESSAGES.noRelated}</p>
      ) : (
        <ul className="related__list">
          {related.map((p) => (
            <li key={p.id}>
              <Link to={`/postview/${p.id}`} className="related__item">
                <ResponsiveImage
                  src={p.cover_image}
                  alt=""
                  width={p.cover_width}
                  height={p.cover_height}
                  fallbackRatio={16 / 9}
                  sizes="120px"
                  className="related__thumb"
                />
                <span>
                  <time dateTime={p.created_at} className="related__date">
                    {formatDate(p.created_at)}
                  </time>
                  <span className="related__title">{p.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
