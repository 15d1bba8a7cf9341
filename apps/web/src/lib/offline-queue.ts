/**
 * The pitch-side outbox in the browser (decision 030), shared by the trial day and squad attendance
 * (decision 041), each under its own storage scope: every mark a coach makes is written here
 * first, kept in localStorage under the signed-in user's id, and sent in order. A network failure
 * or a 5xx keeps it and retries with backoff (and at once when the browser says it is online
 * again); a 401 keeps it and waits for a new sign-in; only an answer the server will never accept
 * (another 4xx) drops it, counted as refused. Each mark carries its device time (`recorded_at`),
 * so the server keeps the newest whatever order marks arrive in, and a resend is harmless.
 */
export type QueuedMark = {
  /** One mark per key: a newer mark of the same thing replaces the waiting one. */
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
};

export type QueueState = 'idle' | 'sending' | 'waiting' | 'signin';
export type QueueSnapshot = { pending: number; state: QueueState; refused: number; keys: readonly string[] };

/** What a send answered: its status, or 0 when the network failed. */
export type Send = (mark: QueuedMark) => Promise<number>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

/** The screens that keep a queue, each under its own key: `academy.<scope>.queue.<user id>`. */
export type QueueScope = 'trialDay' | 'attendance';
/** Backoff between retries: 1 s, doubling, at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

export class OfflineQueue {
  private marks: QueuedMark[];
  private state: QueueState = 'idle';
  private refused = 0;
  private attempt = 0;
  private timer: unknown = null;
  private running = false;
  private snapshot: QueueSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storageKey: string,
    private readonly send: Send,
    private readonly storage: Storage = localStorage,
    private readonly timers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  ) {
    this.marks = this.load();
    this.snapshot = this.makeSnapshot();
  }

  /** The user's queue of a screen: one per account, so that a shared phone never sends one coach's marks as another's. */
  static keyFor(userId: number | string, scope: QueueScope = 'trialDay') {
    return `academy.${scope}.queue.${userId}`;
  }

  get(): QueueSnapshot {
    return this.snapshot;
  }

  /** The waiting marks, oldest first (the screen shows them over the server's values). */
  waiting(): readonly QueuedMark[] {
    return this.marks;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps a mark (before anything is sent), then sends. */
  add(mark: QueuedMark) {
    this.marks = [...this.marks.filter((m) => m.key !== mark.key), mark];
    this.save();
    this.changed();
    void this.flush();
  }

  /** Sends now: after coming back online, after a new sign-in, or when asked. */
  retry() {
    this.attempt = 0;
    if (this.state === 'signin' || this.state === 'waiting') this.state = 'idle';
    void this.flush();
  }

  /** Stops the retry timer (the screen closed); the marks stay stored for the next visit. */
  dispose() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  /** Sends the waiting marks in order until none is left or one cannot go now. Resolves when this pass ends. */
  async flush(): Promise<void> {
    if (this.running || this.state === 'signin') return;
    if (this.timer !== null) {
      this.timers.clear(this.timer);
      this.timer = null;
    }
    this.running = true;
    try {
      while (this.marks.length > 0) {
        const mark = this.marks[0]!;
        this.setState('sending');
        let status: number;
        try {
          status = await this.send(mark);
        } catch {
          status = 0;
        }
        if (status === 401) {
          this.setState('signin');
          return;
        }
        if (status === 0 || status >= 500 || status === 408 || status === 429) {
          this.attempt++;
          this.setState('waiting');
          this.timer = this.timers.set(() => {
            this.timer = null;
            void this.flush();
          }, retryDelay(this.attempt));
          return;
        }
        // Sent (2xx), or refused for good (another 4xx: the child left the session, the criterion was removed).
        if (status >= 400) this.refused++;
        this.attempt = 0;
        // A newer mark of the same key added while this one was on its way stays.
        this.marks = this.marks.filter((m) => m !== mark);
        this.save();
        this.changed();
      }
      this.setState('idle');
    } finally {
      this.running = false;
    }
  }

  private setState(state: QueueState) {
    if (this.state === state) return;
    this.state = state;
    this.changed();
  }

  private load(): QueuedMark[] {
    try {
      const raw = this.storage.getItem(this.storageKey);
      const parsed = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(parsed) ? (parsed as QueuedMark[]).filter((m) => m && typeof m.key === 'string' && typeof m.path === 'string') : [];
    } catch {
      return [];
    }
  }

  private save() {
    if (this.marks.length === 0) this.storage.removeItem(this.storageKey);
    else this.storage.setItem(this.storageKey, JSON.stringify(this.marks));
  }

  private makeSnapshot(): QueueSnapshot {
    return { pending: this.marks.length, state: this.state, refused: this.refused, keys: this.marks.map((m) => m.key) };
  }

  private changed() {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
