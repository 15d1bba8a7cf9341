import { useMutation } from '@tanstack/react-query';
import type { FamilyErasure, FamilyExport } from '@academy/contract/family-data';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/status/${encodeURIComponent(token)}/data`;

/** GET /api/public/status/:token/data: everything kept about the family, as one document. */
export const downloadFamilyData = (token: string) => apiData<FamilyExport>(path(token), { anonymous: true, cache: 'no-store' });

/** DELETE /api/public/status/:token/data: the family's erasure (a receipt follows by mail). */
export function useEraseOwnData(token: string) {
  return useMutation({ mutationFn: () => apiData<FamilyErasure>(path(token), { method: 'DELETE', anonymous: true, cache: 'no-store' }) });
}
