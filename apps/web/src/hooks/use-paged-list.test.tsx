import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ok } from '../test/api';
import { usePagedList } from './use-paged-list';

/** A server list of 100 items: each answer names the page and filter it was asked for. */
function serve() {
  api.get('/things', ({ query }) => ok([{ page: Number(query.get('page')), status: query.get('status') }], { total: 100 }));
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const useList = (status: string) =>
  usePagedList<{ page: number; status: string | null }>({
    key: (page) => ['test-list', status, page],
    path: status ? `/things?status=${status}` : '/things',
    limit: 10,
  });

describe('usePagedList', () => {
  beforeEach(serve);

  it('keeps the page chosen while the filters stay, and starts at page 1 when they change', async () => {
    const { result, rerender } = renderHook(({ status }) => useList(status), { wrapper, initialProps: { status: '' } });
    await waitFor(() => expect(result.current.list.data?.items[0]?.page).toBe(1));
    expect(result.current.pager.pages).toBe(10);

    act(() => result.current.pager.onPage(3));
    await waitFor(() => expect(result.current.list.data?.items[0]?.page).toBe(3));
    rerender({ status: '' });
    expect(result.current.pager.page).toBe(3);

    rerender({ status: 'confirmed' });
    expect(result.current.pager.page).toBe(1);
    await waitFor(() => expect(result.current.list.data?.items[0]).toEqual({ page: 1, status: 'confirmed' }));
    // The new filters were never asked for at the old page.
    const asked = api.calls.map((c) => c.url);
    expect(asked.filter((u) => u.includes('status=confirmed'))).toEqual([expect.stringMatching(/page=1&/)]);

    // Back to the first filters: a new choice, from page 1 again.
    rerender({ status: '' });
    expect(result.current.pager.page).toBe(1);
  });
});
