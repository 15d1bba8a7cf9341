// Zod-free texts and limits of the site content editor (Settings → Site content). Apart from
// site-content-constants.ts on purpose: public pages never download these.
import type { AboutSectionKey } from './site-content-constants.ts';

export const SITE_CONTENT_LIMITS = {
  title: 60,
  desc: 200,
  alt: 150,
  heading: 100,
  text: 3000,
} as const;

/** Validation messages (the form and the server show the same words). */
export const SITE_CONTENT_MESSAGES = {
  titleRequired: 'Please enter the slide title',
  descRequired: 'Please enter the slide text',
  altRequired: 'Please describe the picture for people who cannot see it',
  imageInvalid: 'Please choose a picture for the slide',
  imageMissing: 'This picture is no longer stored; please upload it again',
  slideCount: 'The banner has exactly three slides',
  headingRequired: 'Please enter the heading',
  textRequired: 'Please enter the text',
  loadFailed: 'Failed to load the site content',
  saved: 'Site content saved. The public pages show it now.',
  saveFailed: 'Failed to save the site content',
  reset: 'Back to the default content.',
  resetFailed: 'Failed to reset the site content',
  uploadFailed: 'Failed to upload the picture',
} as const;

/** The editor's texts. */
export const SITE_CONTENT_EDITOR = {
  subtitle: 'The home page banner and the About page, as visitors see them.',
  heroTitle: 'Home page banner',
  heroHint: 'Three slides: on a wide screen they are diagonal strips side by side, on a phone they take turns every 5 seconds.',
  slide: (n: number) => `Slide ${n}`,
  fields: {
    title: 'Title',
    desc: 'Text',
    image: 'Picture',
    alt: 'Picture description (alt text)',
    heading: 'Heading',
    text: 'Text',
  },
  imageHint: 'JPEG, PNG or WebP, up to 5 MB; a wide landscape picture (at least 1600 px wide) looks best.',
  chooseImage: 'Choose picture',
  uploading: 'Uploading…',
  textHint: 'Plain text. Leave an empty line between paragraphs.',
  aboutTitle: 'About page',
  aboutSection: { story: 'Our story', mission: 'Our mission', vision: 'Our vision' } satisfies Record<AboutSectionKey, string>,
  preview: 'Preview',
  previewHint: 'What visitors will see once you save.',
  previewWidth: 'Preview width',
  widths: { wide: 'Wide screen', phone: 'Phone' },
  save: 'Save',
  saving: 'Saving…',
  reset: 'Reset to default',
  resetTitle: (what: string) => `Reset the ${what} to the default?`,
  resetBody: 'The default content replaces what is saved now. This cannot be undone.',
  edited: 'Edited',
  defaultContent: 'Default content',
} as const;
