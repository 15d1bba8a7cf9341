import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError } from '../../lib/api-client';
import { useNotice } from './notice';

/** Renders the hook on a screen reached with navigation `state`. */
function renderNotice(state: unknown = null) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [{ pathname: '/list', state }] });
    return <RouterProvider router={router} />;
  };
  return renderHook(() => useNotice(), { wrapper });
}

describe('useNotice', () => {
  it('starts with the flash the previous screen passed, as a success', () => {
    const { result } = renderNotice({ flash: 'Post created successfully.' });
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Post created successfully.' });
  });

  it("says a failure with the server's own text, or the screen's when the server gave none", () => {
    const { result } = renderNotice();
    expect(result.current.notice).toBeNull();
    act(() => result.current.failure(new ApiError('This post was deleted meanwhile', 409), 'Failed to delete post.'));
    expect(result.current.notice).toEqual({ tone: 'error', text: 'This post was deleted meanwhile' });
    act(() => result.current.failure(new ApiError(COMMON_MESSAGES.requestFailed, 500), 'Failed to delete post.'));
    expect(result.current.notice).toEqual({ tone: 'error', text: 'Failed to delete post.' });
    act(() => result.current.success('Post deleted.'));
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Post deleted.' });
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
  });
});
