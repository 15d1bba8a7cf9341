export const postKeys = {
  all: ['admin', 'posts'] as const,
  list: (page: number) => ['admin', 'posts', 'list', page] as const,
  detail: (id: string) => ['admin', 'posts', 'detail', id] as const,
};
