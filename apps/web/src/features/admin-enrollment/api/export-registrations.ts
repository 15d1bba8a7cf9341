import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { downloadFile, today } from '../../../lib/download';

/** GET /api/registrations/export.csv with the token, then hands the file to the browser as a download. */
export const exportRegistrations = () => downloadFile('/registrations/export.csv', `registrations-${today()}.csv`, REGISTRATION_MESSAGES.exportFailed);

export function useExportRegistrations() {
  return useMutation({ mutationFn: exportRegistrations });
}
