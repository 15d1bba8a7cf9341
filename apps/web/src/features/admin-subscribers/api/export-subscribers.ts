import { useMutation } from '@tanstack/react-query';
import { SUBSCRIBERS_TEXTS, type SubscriberStatus } from '@academy/contract/newsletter-constants';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** GET /api/newsletter/subscribers/export.csv (of the status shown) with the token, then hands the file to the browser. */
export async function exportSubscribers(status: SubscriberStatus | ''): Promise<void> {
  const token = authStorage.getToken();
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  const response = await fetch(`${API_BASE}/newsletter/subscribers/export.csv${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(SUBSCRIBERS_TEXTS.exportFailed, response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `subscribers${status ? `-${status}` : ''}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
