import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetPageData } from '../lib/page-data';
import { setTimeZone } from '../lib/format-date';
import { api } from './api';

// Every test's API answers come from its own routes (src/test/api.ts).
api.install();

/**
 * The test files of a worker share one module graph and one jsdom window (vitest `isolate: false`,
 * docs/decisions/057): what a test changes in either is put back after it, so no file sees another's
 * leftovers and the files pass in any order (`--sequence.shuffle`). The window's own `matchMedia`
 * is kept once per worker, before any test replaced it (test/utils.tsx `mockMatchMedia`).
 */
const pristine = ((globalThis as { __academyPristine?: { matchMedia: typeof window.matchMedia } }).__academyPristine ??= {
  matchMedia: window.matchMedia,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.matchMedia = pristine.matchMedia;
  // The page's embedded answers and the academy zone the date formats were made in (lib/page-data.ts, lib/format-date.ts).
  resetPageData();
  delete document.documentElement.dataset.timeZone;
  setTimeZone(undefined);
  document.title = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  api.reset();
});
