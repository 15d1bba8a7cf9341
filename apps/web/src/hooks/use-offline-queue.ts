import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { authStorage } from '../lib/auth-storage';
import { API_BASE } from '../lib/api-client';
import { OfflineQueue, type QueuedMark, type QueueScope } from '../lib/offline-queue';

/**
 * Sends one mark with the stored token. Not the app's api client on purpose: a 401 there signs the
 * user out at once, while a pitch-side screen keeps the marks and asks for a new sign-in (decision 030).
 */
async function sendMark(mark: QueuedMark): Promise<number> {
  const token = authStorage.getToken();
  const response = await fetch(`${API_BASE}${mark.path}`, {
    method: mark.method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(mark.body),
    credentials: 'include',
  });
  return response.status;
}

/**
 * The signed-in user's queue of a pitch-side screen's marks (the trial day, squad attendance):
 * sent as entered, kept while offline, retried when the browser is online again; once all are
 * sent, the queries under `settledKey` are read again.
 */
export function useOfflineQueue(userId: number | null, scope: QueueScope, settledKey: QueryKey) {
  const client = useQueryClient();
  const [queue] = useState(() => new OfflineQueue(OfflineQueue.keyFor(userId ?? 'anonymous', scope), sendMark));
  const snapshot = useSyncExternalStore(queue.subscribe, () => queue.get());

  useEffect(() => {
    const online = () => queue.retry();
    window.addEventListener('online', online);
    // Marks kept from an earlier visit (a reload, a sign-in after a 401) go now.
    queue.retry();
    return () => {
      window.removeEventListener('online', online);
      queue.dispose();
    };
  }, [queue]);

  // Once everything is sent, the server's values (now holding every mark) are read again.
  const settled = snapshot.pending === 0 && snapshot.state === 'idle';
  useEffect(() => {
    if (settled) void client.invalidateQueries({ queryKey: settledKey });
  }, [settled, client, settledKey]);

  return { queue, snapshot };
}
