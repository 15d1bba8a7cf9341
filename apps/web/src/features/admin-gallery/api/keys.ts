export const albumKeys = {
  all: ['admin', 'albums'] as const,
  list: ['admin', 'albums', 'list'] as const,
  detail: (id: string) => ['admin', 'albums', 'detail', id] as const,
};
