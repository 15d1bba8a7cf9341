export const albumKeys = {
  all: ['admin', 'albums'] as const,
  list: (page: number) => ['admin', 'albums', 'list', page] as const,
  detail: (id: string) => ['admin', 'albums', 'detail', id] as const,
};
