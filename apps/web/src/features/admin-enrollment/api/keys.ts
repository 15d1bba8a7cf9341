export const registrationKeys = {
  all: ['admin', 'registrations'] as const,
  list: ['admin', 'registrations', 'list'] as const,
  detail: (id: string) => ['admin', 'registrations', 'detail', id] as const,
  history: (id: number) => ['admin', 'registrations', 'history', id] as const,
};
