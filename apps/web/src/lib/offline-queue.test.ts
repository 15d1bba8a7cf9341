import { describe, expect, it, vi } from 'vitest';
import { OfflineQueue, retryDelay, type QueuedMark } from './offline-queue';

/** A Storage over a Map: what a reload keeps. */
const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
/** Timers run by hand: the test says when the backoff has passed. */
const manualTimers = () => {
  const due: { fn: () => void; ms: number }[] = [];
  return { due, set: (fn: () => void, ms: number) => due.push({ fn, ms }), clear: () => undefined, fire: () => due.splice(0).forEach((t) => t.fn()) };
};
const mark = (key: string, attendance = 'present'): QueuedMark => ({
  key,
  method: 'POST',
  path: '/trials/1/checkin',
  body: { registration_id: Number(key.split(':')[1]), attendance, recorded_at: '2026-01-01T10:00:00.000Z' },
});

describe('the trial day offline queue', () => {
  it('keeps every mark across a reload while the network is down, counts them, and sends them when it returns', async () => {
    const storage = memoryStorage();
    const timers = manualTimers();
    const offline = vi.fn(async () => 0);
    const q = new OfflineQueue(OfflineQueue.keyFor(7), offline, storage, timers);
    q.add(mark('checkin:1'));
    q.add(mark('checkin:2', 'late'));
    await vi.waitFor(() => expect(q.get().state).toBe('waiting'));
    expect(q.get().pending).toBe(2);
    // A reload: a new queue for the same user reads the same marks, in order.
    const sent: QueuedMark[] = [];
    const online = vi.fn(async (m: QueuedMark) => {
      sent.push(m);
      return 200;
    });
    const after = new OfflineQueue(OfflineQueue.keyFor(7), online, storage, manualTimers());
    expect(after.get().pending).toBe(2);
    // Another user's queue is another key: nothing of coach 7's is theirs.
    expect(new OfflineQueue(OfflineQueue.keyFor(8), online, storage).get().pending).toBe(0);
    after.retry();
    await vi.waitFor(() => expect(after.get()).toMatchObject({ pending: 0, state: 'idle' }));
    expect(sent.map((m) => m.key)).toEqual(['checkin:1', 'checkin:2']);
    expect(storage.map.size).toBe(0);
  });

  it('retries with backoff after a 5xx or a network failure, and a newer mark of the same key replaces the waiting one', async () => {
    const timers = manualTimers();
    const answers = [503, 0, 200];
    const sent: unknown[] = [];
    const q = new OfflineQueue(
      'k',
      async (m) => {
        sent.push(m.body.attendance);
        return answers.shift() ?? 200;
      },
      memoryStorage(),
      timers,
    );
    q.add(mark('checkin:1', 'absent'));
    await vi.waitFor(() => expect(q.get().state).toBe('waiting'));
    expect(timers.due.map((t) => t.ms)).toEqual([retryDelay(1)]);
    q.add(mark('checkin:1', 'present')); // the coach changed their mind while offline
    await vi.waitFor(() => expect(q.get().state).toBe('waiting'));
    expect(q.get().pending).toBe(1);
    expect(timers.due.at(-1)!.ms).toBe(retryDelay(2));
    timers.fire();
    await vi.waitFor(() => expect(q.get()).toMatchObject({ pending: 0, state: 'idle', refused: 0 }));
    expect(sent).toEqual(['absent', 'present', 'present']);
    expect([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(10)]).toEqual([1000, 2000, 4000, 30_000]);
  });

  it('keeps the marks on a 401 until the user signs in again, and drops a mark the server refuses for good', async () => {
    const answers = [401, 409, 200];
    const q = new OfflineQueue('k', async () => answers.shift() ?? 200, memoryStorage(), manualTimers());
    q.add(mark('checkin:1'));
    await vi.waitFor(() => expect(q.get().state).toBe('signin'));
    q.add(mark('checkin:2'));
    // Still waiting for a sign-in: nothing more was sent.
    expect(answers).toEqual([409, 200]);
    expect(q.get().pending).toBe(2);
    q.retry();
    await vi.waitFor(() => expect(q.get()).toMatchObject({ pending: 0, state: 'idle', refused: 1 }));
  });
});
