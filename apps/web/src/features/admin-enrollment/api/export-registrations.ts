import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** GET /api/registrations/export.csv with the token, then hands the file to the browser as a download. */
export async function exportRegistrations(): Promise<void> {
  const token = authStorage.getToken();
  const response = await fetch(`${API_BASE}/registrations/export.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(REGISTRATION_MESSAGES.exportFailed, response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `registrations-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportRegistrations() {
  return useMutation({ mutationFn: exportRegistrations });
}
