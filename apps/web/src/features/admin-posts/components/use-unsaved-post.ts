import { useCallback, useEffect, useRef, useState } from 'react';

/** What the browser keeps of a post being written: title and HTML, and when it was last typed. */
export type UnsavedPost = { title: string; content: string; at: string };

const PREFIX = 'academy.unsaved-post.';
/** Typing is written to the browser's storage at most this often (a crash loses at most this much). */
export const UNSAVED_WRITE_MS = 400;

function read(key: string): UnsavedPost | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<UnsavedPost>;
    return typeof value.title === 'string' && typeof value.content === 'string' && typeof value.at === 'string'
      ? { title: value.title, content: value.content, at: value.at }
      : null;
  } catch {
    // Storage switched off (private mode, quota) or a value from elsewhere: nothing to offer.
    return null;
  }
}

function write(key: string, value: UnsavedPost | null) {
  try {
    if (value) window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or switched off: the editor keeps working, only the safety net is gone.
  }
}

/**
 * Unsaved changes of the post editor, kept in the browser (docs/decisions/043): every change is
 * written under `key` ("new", or the post's id), a save forgets it, and a screen opened later
 * with different text there offers it back (`found`), after a crash or a closed tab.
 * `saved` is what the server holds (the edit screen's post; empty for a new one).
 */
export function useUnsavedPost(key: string, saved: { title: string; content: string }) {
  const [found, setFound] = useState<UnsavedPost | null>(() => {
    const kept = read(key);
    return kept && (kept.title !== saved.title || kept.content !== saved.content) && (kept.title.trim() || kept.content) ? kept : null;
  });
  const latest = useRef<{ title: string; content: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current) write(key, { ...latest.current, at: new Date().toISOString() });
  }, [key]);

  // Leaving the screen (or the tab closing) writes what is pending at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    /** Changes from an earlier visit that differ from the saved post, to offer back; null when none. */
    found,
    /** The author typed: keep this version (written after a short pause). Ignored while an offer is open, so it is not overwritten. */
    changed(value: { title: string; content: string }) {
      if (found) return;
      latest.current = value;
      if (!timer.current) timer.current = setTimeout(flush, UNSAVED_WRITE_MS);
    },
    /** The server has the post now (or the author discarded the offer): nothing to offer back. */
    forget() {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      latest.current = null;
      write(key, null);
      setFound(null);
    },
    /** The offer was taken: the editor shows it, and it is what is kept from now on. */
    restored() {
      setFound(null);
    },
  };
}
