import { useMutation } from '@tanstack/react-query';
import { TRIAL_SCREEN } from '@academy/contract/trial-admin-constants';
import { downloadFile } from '../../../lib/download';

/** GET /api/trials/:id/attendance.csv with the token, then hands the file to the browser as a download. */
export const exportAttendance = (id: number) => downloadFile(`/trials/${id}/attendance.csv`, `trial-${id}-attendance.csv`, TRIAL_SCREEN.exportFailed);

export function useExportAttendance() {
  return useMutation({ mutationFn: exportAttendance });
}
