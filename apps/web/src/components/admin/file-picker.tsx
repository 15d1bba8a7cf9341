import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FileVideo, ImageUp, Upload, X } from 'lucide-react';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { get, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useObjectUrl } from '../../hooks/use-object-url';
import { Field } from '../ui/form-field';
import { ADMIN_FIELD_LOOK } from './field-look';
import css from './file-picker.module.css';
import ui from './ui.module.css';

/** A record's one image in a card of its own (an album's cover, a team member's photo): images only, with the size rule as its hint. */
export const IMAGE_CARD_PICKER = { className: ui.card, accept: IMAGE_ACCEPT, hint: 'JPEG, PNG or WebP, under 5MB.' } as const;

/** "812 KB", "4.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type Props = {
  /** The field's label; it is also the file input's accessible name. */
  label: ReactNode;
  accept: string;
  /** What the picker holds now (the form's value): none, one, or several with `multiple`. */
  files: readonly File[];
  /** A choice by click, keyboard or drop; the screen checks it (the contract's rules) and keeps it. */
  onChoose: (files: File[]) => void;
  /** Empties the choice ("Remove"). */
  onClear: () => void;
  multiple?: boolean;
  /** What is chosen is shown as an image preview, or as a file (a video's name and size). */
  kind?: 'image' | 'file';
  /** The alt text of the chosen image's preview. */
  previewAlt?: string;
  /** Shown while nothing is chosen: the record's current image, for instance. */
  current?: ReactNode;
  /** The drop zone's words while it is empty. */
  prompt?: string;
  error?: string;
  hint?: ReactNode;
  /** Upload progress from 0 to 1 while the screen uploads; null otherwise. */
  progress?: number | null;
  className?: string;
  id?: string;
};

function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt={alt} className={css.preview} /> : null;
}

function Thumb({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt="" className={css.thumb} /> : null;
}

/**
 * The admin's one file chooser: a drop zone (drag a file onto it, or click it, or focus the file
 * input inside it with Tab and press Enter or Space), a preview of the chosen image or the chosen
 * file's name and size, a Remove button, the field's error under it, and the upload's progress
 * bar. The real `<input type="file">` stays in the page, visually hidden but focusable and named
 * by the field's label, so assistive technology and tests use it like any file field.
 */
export function FilePicker({
  label,
  accept,
  files,
  onChoose,
  onClear,
  multiple = false,
  kind = 'image',
  previewAlt = 'Preview',
  current,
  prompt,
  error,
  hint,
  progress = null,
  className,
  id,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const chosen = files.length > 0;
  const first = files[0];
  const words = prompt ?? (multiple ? 'Drag and drop files here, or click to choose' : 'Drag and drop a file here, or click to choose');

  const choose = (list: FileList | null | undefined) => {
    const picked = Array.from(list ?? []);
    if (picked.length > 0) onChoose(multiple ? picked : picked.slice(0, 1));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer?.files);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
    input.current?.focus();
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  let body: ReactNode;
  if (chosen && !error && kind === 'image' && !multiple && first) {
    body = <ImagePreview file={first} alt={previewAlt} />;
  } else if (chosen && !error && multiple) {
    body = (
      <ul className={css.thumbs} aria-label="Chosen files">
        {files.map((f) => (
          <li key={`${f.name}-${f.size}-${f.lastModified}`}>
            {kind === 'image' ? <Thumb file={f} /> : null}
            <span className={css.thumbName}>{f.name}</span>
          </li>
        ))}
      </ul>
    );
  } else if (!chosen && current) {
    body = current;
  } else {
    const Icon = kind === 'image' ? ImageUp : chosen ? FileVideo : Upload;
    body = (
      <>
        <Icon className={css.icon} size={32} aria-hidden="true" />
        <span>{words}</span>
      </>
    );
  }

  return (
    <Field label={label} error={error} hint={hint} look={ADMIN_FIELD_LOOK} className={className} id={id}>
      {({ className: _unstyled, ...control }) => (
        <div className={css.picker}>
          {/* The zone is a label of the input: a click anywhere in it opens the chooser. */}
          <label
            htmlFor={control.id}
            className={css.zone}
            data-active={dragging || undefined}
            data-invalid={error ? true : undefined}
            onDragEnter={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              if (!dragging) setDragging(true);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
            data-testid="file-dropzone"
          >
            <input
              {...control}
              ref={input}
              aria-labelledby={`${control.id}-label`}
              className={css.input}
              type="file"
              accept={accept}
              multiple={multiple}
              onChange={(e) => choose(e.target.files)}
            />
            {body}
          </label>
          {chosen ? (
            <div className={css.chosen}>
              <span className={css.fileInfo} data-invalid={error ? true : undefined}>
                {multiple ? (
                  `${files.length} file${files.length === 1 ? '' : 's'} chosen · ${formatFileSize(files.reduce((n, f) => n + f.size, 0))}`
                ) : (
                  <>
                    <strong>{first?.name}</strong> · {formatFileSize(first?.size ?? 0)}
                  </>
                )}
              </span>
              <button
                type="button"
                className={`${ui.btn} ${ui.small}`}
                onClick={clear}
                aria-label={multiple ? `Remove the ${files.length} chosen files` : `Remove ${first?.name ?? 'the chosen file'}`}
              >
                <X size={15} aria-hidden="true" />
                Remove
              </button>
            </div>
          ) : null}
          {percent !== null ? (
            <div className={css.progressRow}>
              <span className={ui.hint} id={`${control.id}-progress`}>
                Uploading… {percent}%
              </span>
              <div
                className={ui.progress}
                role="progressbar"
                aria-labelledby={`${control.id}-progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <div className={ui.progressBar} style={{ width: `${percent}%` }} />
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/**
 * What a <FilePicker> of one file needs from a react-hook-form form whose field `name` holds a File
 * or null: the file chosen, the choice (checked at once), its removal, and the field's message.
 * Spread it into the picker: <FilePicker {...useFileField(form, 'image')} label=… />.
 */
export function useFileField<F extends FieldValues, C, T extends FieldValues>(form: UseFormReturn<F, C, T>, name: Path<F>) {
  const file = useWatch({ control: form.control, name }) as File | null | undefined;
  const set = (value: File | null, validate: boolean) => form.setValue(name, value as PathValue<F, Path<F>>, { shouldValidate: validate });
  return {
    files: file ? [file] : [],
    onChoose: ([chosen]: File[]) => set(chosen ?? null, true),
    onClear: () => {
      set(null, false);
      form.clearErrors(name);
    },
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  };
}
