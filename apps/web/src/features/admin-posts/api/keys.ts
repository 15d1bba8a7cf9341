import { listKeys } from '../../../hooks/use-paged-list';

export const postKeys = {
  ...listKeys('posts'),
  detail: (id: string) => ['admin', 'posts', 'detail', id] as const,
};
