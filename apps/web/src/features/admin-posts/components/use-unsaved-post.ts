import { useCallback, useEffect, useRef, useState } from 'react';

/** What the browser keeps of a post being written: what the author types (title, HTML, tags, excerpt). */
export type KeptPost = { title: string; content: string; tags: string[]; custom_excerpt: string };
/** The kept post and when it was last typed. */
export type UnsavedPost = KeptPost & { at: string };

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);
const samePost = (a: KeptPost, b: KeptPost) =>
  a.title === b.title && a.content === b.content && sameTags(a.tags, b.tags) && a.custom_excerpt === b.custom_excerpt;

const PREFIX = 'academy.unsaved-post.';
/** Typing is written to the browser's storage at most this often (a crash loses at most this much). */
export const UNSAVED_WRITE_MS = 400;

function read(key: string): UnsavedPost | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<UnsavedPost>;
    if (typeof value.title !== 'string' || typeof value.content !== 'string' || typeof value.at !== 'string') return null;
    // Kept before tags and the excerpt were: those are then the empty ones.
    const tags = Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [];
    const excerpt = typeof value.custom_excerpt === 'string' ? value.custom_excerpt : '';
    return { title: value.title, content: value.content, tags, custom_excerpt: excerpt, at: value.at };
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
export function useUnsavedPost(key: string, saved: KeptPost) {
  const [found, setFound] = useState<UnsavedPost | null>(() => {
    const kept = read(key);
    return kept && !samePost(kept, saved) && (kept.title.trim() || kept.content || kept.tags.length > 0 || kept.custom_excerpt.trim()) ? kept : null;
  });
  const latest = useRef<KeptPost | null>(null);
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
    changed(value: KeptPost) {
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
