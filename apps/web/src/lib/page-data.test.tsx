import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@academy/contract/page-data';
import { renderToString } from 'react-dom/server';
import { LaterHydration } from '../components/ui/later-hydration';
import { createQueryClient } from './query-client';
import { resetPageData, seededQuery } from './page-data';

function embed(json: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = PAGE_DATA_ELEMENT_ID;
  el.textContent = json;
  document.head.append(el);
  // As a page load does: the embed is read afresh (another file's screen may have read the page before).
  resetPageData();
}

function Titles({ path, fetcher }: { path: string; fetcher: () => Promise<string[]> }) {
  const q = useQuery({ queryKey: ['titles', path], queryFn: fetcher, ...seededQuery(path, (e) => (e.data as { title: string }[]).map((p) => p.title)) });
  return <p>{q.isPending ? 'Loading...' : q.data?.join(', ')}</p>;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  resetPageData();
});

describe('seededQuery', () => {
  it('renders the embedded answer at once, without a loading state or a request', () => {
    embed(JSON.stringify({ '/posts?limit=4': { success: true, data: [{ title: 'Cup final' }, { title: 'Kit day' }] } }));
    const fetcher = vi.fn(async () => ['from the network']);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Titles path="/posts?limit=4" fetcher={fetcher} />
      </QueryClientProvider>,
    );
    // Synchronously, in the very first render.
    expect(screen.getByText('Cup final, Kit day')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches when nothing was embedded for the path, or the embed is damaged', async () => {
    embed('{"/posts?limit=4": {"success": true, "da');
    const fetcher = vi.fn(async () => ['from the network']);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Titles path="/posts?limit=4" fetcher={fetcher} />
        <Titles path="/team" fetcher={fetcher} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('from the network')).toHaveLength(2));
  });

  it('uses each embedded answer once: a later query for the path asks the server', async () => {
    embed(JSON.stringify({ '/posts?limit=4': { success: true, data: [{ title: 'Embedded' }] } }));
    const fetcher = vi.fn(async () => ['Fresh']);
    const first = render(
      <QueryClientProvider client={createQueryClient()}>
        <Titles path="/posts?limit=4" fetcher={fetcher} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Embedded')).toBeInTheDocument();
    first.unmount();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Titles path="/posts?limit=4" fetcher={fetcher} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('Fresh')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('LaterHydration', () => {
  it('is in the server HTML, as a Suspense boundary of its own (hydrated in a later task)', () => {
    const html = renderToString(
      <>
        <p>Above the fold</p>
        <LaterHydration>
          <p>Below the fold</p>
        </LaterHydration>
      </>,
    );
    expect(html).toBe('<p>Above the fold</p><!--$--><p>Below the fold</p><!--/$-->');
  });
});
