import { API_BASE, ApiError } from './api-client';
import { authStorage } from './auth-storage';

/** Hands `blob` to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET `path` of the API (a CSV export) with the session's token and saves it as `filename`; a refusal throws `failed`. */
export async function downloadFile(path: string, filename: string, failed: string): Promise<void> {
  const token = authStorage.getToken();
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw new ApiError(failed, response.status);
  saveFile(await response.blob(), filename);
}

/** Today as YYYY-MM-DD, for a file's name. */
export const today = () => new Date().toISOString().slice(0, 10);
