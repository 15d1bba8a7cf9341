import { useMutation } from '@tanstack/react-query';
import type { ErasureCodeSent, FamilyErasure, FamilyExport, FamilyLinkEnded } from '@academy/contract/family-data';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/status/${encodeURIComponent(token)}/data`;

/** GET /api/public/status/:token/data: everything kept about the family, as one document. */
export const downloadFamilyData = (token: string) => apiData<FamilyExport>(path(token), { anonymous: true, cache: 'no-store' });

/** POST /api/public/status/:token/data/erasure-code: a one-time code mailed to the first guardian (docs/decisions/059). */
export function useSendErasureCode(token: string) {
  return useMutation({ mutationFn: () => apiData<ErasureCodeSent>(`${path(token)}/erasure-code`, { method: 'POST', anonymous: true, cache: 'no-store' }) });
}

/** DELETE /api/public/status/:token/data with the mailed code: the family's erasure (a receipt follows by mail). */
export function useEraseOwnData(token: string) {
  return useMutation({
    mutationFn: (code: string) => apiData<FamilyErasure>(path(token), { method: 'DELETE', body: { code }, anonymous: true, cache: 'no-store' }),
  });
}

/** POST /api/public/status/:token/end: the family ends every status link and calendar address of its children (docs/decisions/062). */
export function useEndFamilyLinks(token: string) {
  return useMutation({
    mutationFn: () => apiData<FamilyLinkEnded>(`/public/status/${encodeURIComponent(token)}/end`, { method: 'POST', anonymous: true, cache: 'no-store' }),
  });
}
