import { useMutation } from '@tanstack/react-query';
import { TRIAL_SCREEN } from '@academy/contract/trial-constants';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** GET /api/trials/:id/attendance.csv with the token, then hands the file to the browser as a download. */
export async function exportAttendance(id: number): Promise<void> {
  const token = authStorage.getToken();
  const response = await fetch(`${API_BASE}/trials/${id}/attendance.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(TRIAL_SCREEN.exportFailed, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `trial-${id}-attendance.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportAttendance() {
  return useMutation({ mutationFn: exportAttendance });
}
