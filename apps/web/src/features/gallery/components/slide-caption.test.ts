import { describe, expect, it } from 'vitest';
import { inThisPhoto } from '@academy/contract/album-constants';
import type { Photo } from '@academy/contract/album';
import { slideCaption } from './album-view';

const photo = (values: Partial<Photo>): Photo => ({
  id: 1,
  album_id: 1,
  url: '/uploads/images/p.webp',
  filename: 'p.jpg',
  caption: null,
  width: 800,
  height: 600,
  created_at: '2026-11-20T10:00:00Z',
  ...values,
});

describe("the lightbox's caption", () => {
  it("is the editor's caption, then the children the families let it name", () => {
    expect(slideCaption(photo({ caption: 'The winning goal', people: ['Yaw M.', 'Ama B.'] }))).toBe(`The winning goal · ${inThisPhoto(['Yaw M.', 'Ama B.'])}`);
    expect(slideCaption(photo({ people: ['Yaw M.'] }))).toBe('In this photo: Yaw M.');
    expect(slideCaption(photo({ caption: 'Warm-up' }))).toBe('Warm-up');
    expect(slideCaption(photo({ people: [] }))).toBeNull();
  });
});
