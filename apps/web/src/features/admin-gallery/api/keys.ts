import { listKeys } from '../../../hooks/use-paged-list';

export const albumKeys = {
  ...listKeys('albums'),
  detail: (id: string) => ['admin', 'albums', 'detail', id] as const,
};
