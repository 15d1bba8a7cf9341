export const trialKeys = {
  all: ['admin', 'trials'] as const,
  list: ['admin', 'trials', 'list'] as const,
  detail: (id: string) => ['admin', 'trials', 'detail', id] as const,
};
