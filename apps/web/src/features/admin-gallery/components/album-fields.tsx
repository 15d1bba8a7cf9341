import { IMAGE_ACCEPT, checkImageFile } from '@academy/contract/common';
import { useObjectUrl } from '../../../hooks/use-object-url';
import ui from '../../../components/admin/ui.module.css';

/** Cover chooser with preview: image files only. */
export function CoverChooser({ current, file, onFile, error, onError, label = 'Album Cover' }: {
  current?: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  label?: string;
}) {
  const preview = useObjectUrl(file);

  const shown = file ? preview : current;
  return (
    <div className={`${ui.card} ${ui.field}`}>
      <label className={ui.label} htmlFor="album-cover">
        {label}
      </label>
      {shown ? <img src={shown} alt="Album cover preview" className={ui.preview} /> : null}
      <input
        id="album-cover"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => {
          const next = e.target.files?.[0];
          if (!next) return;
          const problem = checkImageFile(next);
          onError(problem);
          onFile(problem ? null : next);
        }}
      />
      <span className={ui.hint}>JPEG, PNG or WebP, under 5MB.</span>
      {error ? (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Album Name and caption, shared by the create and edit screens. */
export function NameAndCaption(props: {
  name: string;
  caption: string;
  nameError: string | null;
  onName: (name: string) => void;
  onCaption: (caption: string) => void;
}) {
  return (
    <div className={`${ui.card} ${ui.form}`}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="album-name">
          Album Name
        </label>
        <input id="album-name" className={ui.input} value={props.name} onChange={(e) => props.onName(e.target.value)} aria-invalid={Boolean(props.nameError)} />
        {props.nameError ? (
          <p className={ui.fieldError} role="alert">
            {props.nameError}
          </p>
        ) : null}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="album-caption">
          Caption (optional)
        </label>
        <textarea id="album-caption" className={ui.input} value={props.caption} onChange={(e) => props.onCaption(e.target.value)} />
      </div>
    </div>
  );
}
