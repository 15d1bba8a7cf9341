import { PHOTO_REVIEW_MESSAGES as M } from '@academy/contract/photo-tag-constants';
import ui from '../../../components/admin/ui.module.css';
import { useReviewPhotos } from '../api/review-photos';
import css from './gallery.module.css';

/**
 * What waits for review on the album screen (docs/decisions/054): an upload is not public until an
 * editor marks it reviewed ("no children in it, or every child in it tagged"), here all at once.
 */
export function ReviewPanel({
  albumId,
  waiting,
  onDone,
  onFailed,
}: {
  albumId: number;
  waiting: number[];
  onDone: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const review = useReviewPhotos();
  if (waiting.length === 0) return null;
  return (
    <section className={`${ui.card} ${css.reviewPanel}`} aria-labelledby="photo-review-title" data-testid="photo-review">
      <h2 id="photo-review-title" className={ui.cardTitle}>
        {M.title(waiting.length)}
      </h2>
      <p className={ui.subtitle}>{M.intro}</p>
      <div>
        <button
          type="button"
          className={`${ui.btn} ${ui.primary}`}
          disabled={review.isPending}
          onClick={() =>
            review.mutate(
              { albumId, photoIds: waiting },
              { onSuccess: ({ reviewed }) => onDone(M.reviewed(reviewed.length)), onError: () => onFailed(M.failed) },
            )
          }
        >
          {review.isPending ? M.reviewing : M.reviewAll(waiting.length)}
        </button>
      </div>
    </section>
  );
}
