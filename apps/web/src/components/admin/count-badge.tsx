import ui from './ui.module.css';
import css from './count-badge.module.css';

/**
 * A small count beside a sidebar entry or a dashboard card: the number for the eye, and words for
 * a screen reader ("3 unread"), read as part of the link's name. Nothing when the count is 0.
 */
export function CountBadge({ count, label, testId }: { count: number | undefined; label: (n: number) => string; testId?: string }) {
  if (!count) return null;
  return (
    <span className={css.badge}>
      <span aria-hidden="true" data-testid={testId}>
        {count > 99 ? '99+' : count}
      </span>
      <span className={ui.srOnly}>, {label(count)}</span>
    </span>
  );
}
