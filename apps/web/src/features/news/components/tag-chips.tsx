import { Link } from 'react-router';
import { TAG_MESSAGES, tagPath, type TagRef } from '@academy/contract/tag-constants';

/** A post's tags as links to their pages (/news/tag/{slug}, decision 047); nothing for a post without tags. */
export function TagChips({ tags, className }: { tags: readonly TagRef[] | undefined; className?: string }) {
  if (!tags?.length) return null;
  return (
    <ul className={className ? `tag-chips ${className}` : 'tag-chips'} aria-label={TAG_MESSAGES.listLabel}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={tagPath(tag.slug)} className="tag-chip">
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
