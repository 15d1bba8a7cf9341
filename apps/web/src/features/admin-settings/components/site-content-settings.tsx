import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  ABOUT_SECTIONS,
  AboutInputSchema,
  HERO_SLIDE_COUNT,
  HeroInputSchema,
  heroSrcSet,
  SITE_CONTENT_EDITOR as E,
  SITE_CONTENT_MESSAGES as M,
  type AboutContent,
  type HeroContent,
  type SiteContent,
  type SiteContentSection,
} from '@academy/contract/site-content';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminCard } from '../../../components/admin/admin-card';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { SubmitButton } from '../../../components/admin/form-controls';
import { AdminNotice, useNotice, type NoticeState } from '../../../components/admin/notice';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { SITE_CONTENT_QUERY_KEY, useSiteContent } from '../../../components/site-content/use-site-content';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useConfirmation } from '../../../hooks/use-confirmed-delete';
import { apiData, errorMessage, toFormData, uploadWithProgress } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { AboutMissionVision, AboutStory } from '../../../components/site-content/about-sections';
import { Hero } from '../../../components/site-content/hero';
import styles from './site-content.module.css';

type PreviewWidth = 'wide' | 'phone';

/**
 * Settings → Site content (docs/decisions/049): the home banner's three slides and the About page's
 * story, mission and vision, each form with a live preview drawn by the public pages' own components
 * from the draft, at a wide screen's or a phone's width. Save stores the section; "Reset to default"
 * removes it. Administrators only (the server refuses anyone else).
 */
export function SiteContentSettings() {
  const site = useSiteContent();
  if (site.isError) return <AdminAlert tone="error">{M.loadFailed}</AdminAlert>;
  if (!site.data) return <AdminSpinner />;
  return <SiteContentEditor content={site.data} />;
}

const saveSection = (section: SiteContentSection, body: HeroContent | AboutContent) =>
  apiData<SiteContent>(`/site-content/${section}`, { method: 'PUT', body });
const resetSection = (section: SiteContentSection) => apiData<SiteContent>(`/site-content/${section}`, { method: 'DELETE' });

function SiteContentEditor({ content }: { content: SiteContent }) {
  const notice = useNotice();
  const [width, setWidth] = useState<PreviewWidth>('wide');
  const preview = { width, setWidth };
  return (
    <div className={ui.page}>
      <AdminNotice notice={notice.notice} sticky />
      <HeroEditor hero={content.hero} custom={content.custom.hero} notice={notice} preview={preview} />
      <AboutEditor about={content.about} custom={content.custom.about} notice={notice} preview={preview} />
    </div>
  );
}

type EditorProps = { notice: NoticeState; preview: { width: PreviewWidth; setWidth: (w: PreviewWidth) => void } };

/**
 * One section's form: Save sends the checked draft (the server's refusals go under their fields),
 * "Reset to default" asks first; either way the answer becomes what the public pages' query shows
 * and the form starts again from it.
 */
function useSectionForm<T extends FieldValues>(section: SiteContentSection, form: UseFormReturn<T>, paths: FieldPath<T>[], notice: NoticeState) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const settle = (saved: SiteContent, text: string) => {
    client.setQueryData(SITE_CONTENT_QUERY_KEY, saved);
    form.reset(saved[section] as unknown as T);
    notice.success(text);
  };
  const onSave = form.handleSubmit(async (values) => {
    notice.clear();
    setBusy('save');
    try {
      settle(await saveSection(section, values as unknown as HeroContent | AboutContent), M.saved);
    } catch (e) {
      // The refusals go under their fields; the notice says what the server said.
      applyServerErrors(e, form.setError, paths, M.saveFailed);
      notice.failure(e, M.saveFailed);
    } finally {
      setBusy(null);
    }
  });
  const confirm = useConfirmation(busy === 'reset', (close) => {
    notice.clear();
    setBusy('reset');
    resetSection(section)
      .then((saved) => settle(saved, M.reset))
      .catch((e: unknown) => notice.failure(e, M.resetFailed))
      .finally(() => {
        setBusy(null);
        close();
      });
  });
  return { onSave, busy, confirm };
}

const look = ADMIN_FIELD_LOOK;

function HeroEditor({ hero, custom, notice, preview }: { hero: HeroContent; custom: boolean } & EditorProps) {
  const form = useForm<HeroContent>({ resolver: zodResolver(HeroInputSchema), defaultValues: hero });
  const paths = Array.from({ length: HERO_SLIDE_COUNT }, (_, i) => (['title', 'desc', 'image', 'alt'] as const).map((f) => `slides.${i}.${f}` as const)).flat();
  const { onSave, busy, confirm } = useSectionForm(`hero`, form, ['slides', ...paths], notice);
  // The draft as typed (the preview draws it); untouched values are the form's defaults.
  const draft = useWatch({ control: form.control }) as HeroContent;
  const errors = form.formState.errors.slides;
  return (
    <form onSubmit={onSave} noValidate aria-label={E.heroTitle}>
      <AdminCard id="site-hero" title={<SectionTitle title={E.heroTitle} custom={custom} />} form>
        <p className={ui.hint}>{E.heroHint}</p>
        {errors?.root?.message || errors?.message ? <p className={styles.error}>{errors.root?.message ?? errors.message}</p> : null}
        <ol className={styles.slides}>
          {draft.slides.map((slide, i) => (
            <li key={i}>
              <fieldset className={styles.slide}>
                <legend>{E.slide(i + 1)}</legend>
                <TextField label={E.fields.title} error={errors?.[i]?.title?.message} look={look} autoComplete="off" {...form.register(`slides.${i}.title`)} />
                <TextAreaField label={E.fields.desc} error={errors?.[i]?.desc?.message} look={look} rows={3} {...form.register(`slides.${i}.desc`)} />
                <SlidePicture
                  index={i}
                  image={slide.image}
                  error={errors?.[i]?.image?.message}
                  onUploaded={(url) => form.setValue(`slides.${i}.image`, url, { shouldDirty: true, shouldValidate: true })}
                />
                <TextField label={E.fields.alt} error={errors?.[i]?.alt?.message} look={look} autoComplete="off" {...form.register(`slides.${i}.alt`)} />
              </fieldset>
            </li>
          ))}
        </ol>
        <Preview {...preview} label={E.heroTitle}>
          {(width) => (
            <Hero key={width} content={draft} preview={width === 'phone' ? { layout: 'narrow', height: '560px' } : { layout: 'wide', height: '460px' }} />
          )}
        </Preview>
        <SectionActions busy={busy} custom={custom} onReset={confirm.ask} />
      </AdminCard>
      <AdminConfirmDialog
        {...confirm.dialog}
        title={E.resetTitle(E.heroTitle.toLowerCase())}
        message={E.resetBody}
        confirmLabel={E.reset}
        busyLabel={E.saving}
      />
    </form>
  );
}

function AboutEditor({ about, custom, notice, preview }: { about: AboutContent; custom: boolean } & EditorProps) {
  const form = useForm<AboutContent>({ resolver: zodResolver(AboutInputSchema), defaultValues: about });
  const paths = ABOUT_SECTIONS.flatMap((k) => [`${k}.heading`, `${k}.text`] as const);
  const { onSave, busy, confirm } = useSectionForm('about', form, paths, notice);
  const draft = useWatch({ control: form.control }) as AboutContent;
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSave} noValidate aria-label={E.aboutTitle}>
      <AdminCard id="site-about" title={<SectionTitle title={E.aboutTitle} custom={custom} />} form>
        <ol className={styles.slides}>
          {ABOUT_SECTIONS.map((key) => (
            <li key={key}>
              <fieldset className={styles.slide}>
                <legend>{E.aboutSection[key]}</legend>
                <TextField label={E.fields.heading} error={errors[key]?.heading?.message} look={look} autoComplete="off" {...form.register(`${key}.heading`)} />
                <TextAreaField
                  label={E.fields.text}
                  hint={E.textHint}
                  error={errors[key]?.text?.message}
                  look={look}
                  rows={key === 'story' ? 8 : 4}
                  {...form.register(`${key}.text`)}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        <Preview {...preview} label={E.aboutTitle}>
          {() => (
            <>
              <AboutStory story={draft.story} />
              <AboutMissionVision about={draft} />
            </>
          )}
        </Preview>
        <SectionActions busy={busy} custom={custom} onReset={confirm.ask} />
      </AdminCard>
      <AdminConfirmDialog
        {...confirm.dialog}
        title={E.resetTitle(E.aboutTitle.toLowerCase())}
        message={E.resetBody}
        confirmLabel={E.reset}
        busyLabel={E.saving}
      />
    </form>
  );
}

function SectionTitle({ title, custom }: { title: string; custom: boolean }) {
  return (
    <>
      {title} <span className={styles.badge}>{custom ? E.edited : E.defaultContent}</span>
    </>
  );
}

function SectionActions({ busy, custom, onReset }: { busy: 'save' | 'reset' | null; custom: boolean; onReset: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={`${ui.btn} ${ui.danger}`} onClick={onReset} disabled={!custom || busy !== null}>
        {E.reset}
      </button>
      <SubmitButton busy={busy === 'save'} busyLabel={E.saving}>
        {E.save}
      </SubmitButton>
    </div>
  );
}

/** The draft drawn by the public page's own components, at a wide screen's or a phone's width. */
function Preview({ width, setWidth, label, children }: EditorProps['preview'] & { label: string; children: (width: PreviewWidth) => ReactNode }) {
  return (
    <section className={styles.preview} aria-label={`${E.preview}: ${label}`}>
      <div className={styles.previewBar}>
        <div>
          <h3 className={styles.previewTitle}>{E.preview}</h3>
          <p className={ui.hint}>{E.previewHint}</p>
        </div>
        <div role="radiogroup" aria-label={E.previewWidth} className={styles.widths}>
          {(['wide', 'phone'] as const).map((w) => (
            <button key={w} type="button" role="radio" aria-checked={width === w} className={styles.width} onClick={() => setWidth(w)}>
              {E.widths[w]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.frame} data-width={width} data-testid="site-preview">
        {/* The preview is not a form: nothing in it is focusable or sent (`inert`). */}
        <div className={styles.page} inert>
          {children(width)}
        </div>
      </div>
    </section>
  );
}

/** A slide's picture: the current one, and a file chooser that uploads at once (the upload pipeline of covers). */
function SlidePicture({ index, image, error, onUploaded }: { index: number; image: string; error?: string; onUploaded: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `slide-${index}-picture`;
  const upload = (file: File) => {
    setFailure(null);
    setProgress(0);
    uploadWithProgress<{ url: string }>('/site-content/images', toFormData({ image: file }), { onProgress: setProgress })
      .then((answer) => onUploaded(answer.data.url))
      .catch((e: unknown) => setFailure(errorMessage(e, M.uploadFailed)))
      .finally(() => setProgress(null));
  };
  const message = failure ?? error;
  return (
    <div className={styles.picture}>
      <span className={look.label}>{E.fields.image}</span>
      <img src={image} srcSet={heroSrcSet(image)} sizes="240px" alt="" className={styles.thumb} width={240} height={150} />
      <label className={`${ui.btn} ${ui.small} ${styles.choose}`} htmlFor={id}>
        {progress === null ? E.chooseImage : `${E.uploading} ${Math.round(progress * 100)}%`}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="visually-hidden"
        aria-label={`${E.chooseImage}: ${E.slide(index + 1)}`}
        aria-describedby={`${id}-hint`}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload(file);
        }}
      />
      <span className={look.hint} id={`${id}-hint`}>
        {E.imageHint}
      </span>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
