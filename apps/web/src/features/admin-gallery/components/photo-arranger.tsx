import { useRef, useState, type KeyboardEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { ALBUM_MESSAGES, PHOTO_TAG_MESSAGES, type Album, type Photo } from '@academy/contract/album';
import { AdminImage } from '../../../components/admin/image';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useArrangeAlbum } from '../api/arrange-album';
import css from './gallery.module.css';
import { PhotoConsentMarks, PhotoTagDialog } from './photo-tag-dialog';

type Notice = { success: (text: string) => void; failure: (text: string) => void };

/** "Photo 3" for what a screen reader hears while a photo is moved (ids mean nothing to a person). */
function announcements(order: Photo[]): Announcements {
  const name = (id: UniqueIdentifier) => `Photo ${order.findIndex((p) => p.id === id) + 1}`;
  const place = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : ` over position ${order.findIndex((p) => p.id === id) + 1}`);
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => `${name(active.id)} is${place(over?.id)}.`,
    onDragEnd: ({ active, over }) => `${name(active.id)} dropped${place(over?.id)}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled.`,
  };
}

/**
 * A caption saved when the field is left or Enter pressed, only when it differs from the last one
 * sent (Enter then leaving the field saves once); a refused save lets the same text be sent again.
 */
function CaptionField({ photo, index, onSave }: { photo: Photo; index: number; onSave: (caption: string | null, refused: () => void) => void }) {
  const [value, setValue] = useState(photo.caption ?? '');
  const sent = useRef<string | null>(photo.caption ?? null);
  const save = () => {
    const next = value.trim() || null;
    if (next === sent.current) return;
    const before = sent.current;
    sent.current = next;
    onSave(next, () => (sent.current = before));
  };
  return (
    <input
      className={css.captionInput}
      aria-label={ALBUM_MESSAGES.captionLabel(index + 1)}
      placeholder="Add a caption"
      maxLength={500}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
    />
  );
}

function SortablePhoto({
  photo,
  index,
  isCover,
  onCaption,
  onCover,
  onDelete,
  onTag,
}: {
  photo: Photo;
  index: number;
  isCover: boolean;
  onCaption: (caption: string | null, refused: () => void) => void;
  onCover: () => void;
  onDelete: () => void;
  onTag: () => void;
}) {
  const hidden = photo.reviewed === false || Boolean(photo.no_consent) || (photo.subjects ?? []).some((c) => c.photo_consent !== 'yes');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  return (
    <li
      ref={setNodeRef}
      className={`${css.photo} ${isDragging ? css.dragging : ''} ${hidden ? css.photoHidden : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-photo-id={photo.id}
    >
      <div className={css.photoFrame}>
        {/* A photo hidden from visitors is loaded by its signed address (decision 051). */}
        <AdminImage src={photo.view_url ?? photo.url} alt={photo.caption ?? `Photo ${index + 1}`} className={css.photoImg} sizes="200px" />
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={`${ui.btn} ${ui.small} ${css.dragHandle}`}
          aria-label={ALBUM_MESSAGES.dragHandle(index + 1)}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={16} aria-hidden="true" />
        </button>
        <button type="button" className={`${ui.btn} ${ui.small} ${ui.danger} ${css.photoDelete}`} onClick={onDelete} aria-label={`Delete photo ${index + 1}`}>
          Delete
        </button>
      </div>
      <div className={css.photoTools}>
        <PhotoConsentMarks photo={photo} />
        <CaptionField key={photo.caption ?? ''} photo={photo} index={index} onSave={onCaption} />
        <button type="button" className={`${ui.btn} ${ui.small} ${css.tagButton}`} onClick={onTag} aria-label={PHOTO_TAG_MESSAGES.tagActionFor(index + 1)}>
          {PHOTO_TAG_MESSAGES.tagAction}
          {photo.subjects?.length ? ` (${photo.subjects.length})` : ''}
        </button>
        {isCover ? (
          <span className={css.coverBadge}>{ALBUM_MESSAGES.isCover}</span>
        ) : (
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={onCover} aria-label={`${ALBUM_MESSAGES.makeCover}: photo ${index + 1}`}>
            {ALBUM_MESSAGES.makeCover}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Notices for actions that may answer out of order: a success shows only when no later action has
 * been started since (a slow "Photo order saved." never replaces the "Album cover changed." of the
 * click after it); a failure always shows. `notice.next()` starts an action and gives its notices.
 */
function useLatestNotice(shown: Notice): { next: () => Notice } {
  const latest = useRef(0);
  return {
    next: () => {
      const mine = ++latest.current;
      return {
        success: (text) => {
          if (mine === latest.current) shown.success(text);
        },
        failure: shown.failure,
      };
    },
  };
}

/**
 * The album's photos as its editor arranges them: drag a photo (or its handle with Space and the
 * arrow keys) to reorder, a caption under each, "Make cover". The new order shows at once and is
 * saved; refused (the album changed meanwhile), it goes back to the server's order and says why.
 */
export function PhotoArranger({ album, notice: shown, onDelete }: { album: Album; notice: Notice; onDelete: (photo: Photo) => void }) {
  const arrange = useArrangeAlbum();
  const notice = useLatestNotice(shown);
  const saved = album.photos ?? [];
  // The order being shown: the server's, or the one just dropped until the server has answered.
  const [moved, setMoved] = useState<Photo[] | null>(null);
  const order = moved ?? saved;
  // The photo whose children are being tagged, by id: the dialog follows the album's fresh answer.
  const [tagging, setTagging] = useState<number | null>(null);
  const taggingIndex = order.findIndex((p) => p.id === tagging);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      order,
      order.findIndex((p) => p.id === active.id),
      order.findIndex((p) => p.id === over.id),
    );
    setMoved(next);
    const said = notice.next();
    arrange.order.mutate(
      { albumId: album.id, photoIds: next.map((p) => p.id) },
      {
        onSuccess: () => said.success(ALBUM_MESSAGES.orderSaved),
        onError: (e) => said.failure(errorMessage(e, ALBUM_MESSAGES.orderFailed)),
        onSettled: () => setMoved(null),
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(order),
        screenReaderInstructions: { draggable: 'To move a photo, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' },
      }}
    >
      <SortableContext items={order.map((p) => p.id)} strategy={rectSortingStrategy}>
        <ul className={css.photos} aria-label="Photos">
          {order.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              index={index}
              isCover={album.coverImage === photo.url}
              onDelete={() => onDelete(photo)}
              onTag={() => setTagging(photo.id)}
              onCaption={(caption, refused) => {
                const said = notice.next();
                arrange.caption.mutate(
                  { id: photo.id, caption },
                  {
                    onSuccess: () => said.success(ALBUM_MESSAGES.captionSaved),
                    onError: (e) => {
                      refused();
                      said.failure(errorMessage(e, ALBUM_MESSAGES.captionFailed));
                    },
                  },
                );
              }}
              onCover={() => {
                const said = notice.next();
                arrange.cover.mutate(
                  { albumId: album.id, photoId: photo.id },
                  { onSuccess: () => said.success(ALBUM_MESSAGES.coverSet), onError: (e) => said.failure(errorMessage(e, ALBUM_MESSAGES.coverFailed)) },
                );
              }}
            />
          ))}
        </ul>
      </SortableContext>
      {taggingIndex >= 0 ? (
        <PhotoTagDialog photo={order[taggingIndex]!} index={taggingIndex} onClose={() => setTagging(null)} onSaved={(text) => notice.next().success(text)} />
      ) : null}
    </DndContext>
  );
}
