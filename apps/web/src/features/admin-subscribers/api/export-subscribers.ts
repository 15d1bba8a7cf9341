import { useMutation } from '@tanstack/react-query';
import { SUBSCRIBERS_TEXTS, type SubscriberStatus } from '@academy/contract/newsletter-constants';
import { downloadFile, today } from '../../../lib/download';

/** GET /api/newsletter/subscribers/export.csv (of the status shown) with the token, then hands the file to the browser. */
export function exportSubscribers(status: SubscriberStatus | ''): Promise<void> {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  return downloadFile(`/newsletter/subscribers/export.csv${query}`, `subscribers${status ? `-${status}` : ''}-${today()}.csv`, SUBSCRIBERS_TEXTS.exportFailed);
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
