import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** How a list screen looks while it loads, when the load failed, and when there is nothing to show. */
export type ListStateViews = {
  loading: () => ReactNode;
  error: (message: string, retry: () => void) => ReactNode;
  empty: (message: string) => ReactNode;
};

/** The public site's look: a spinner, the message with "Try again", the empty notice. */
export const PUBLIC_VIEWS: ListStateViews = {
  loading: () => <LoadingState />,
  error: (message, retry) => <ErrorState message={message} onRetry={retry} />,
  empty: (message) => <EmptyState message={message} />,
};

type Props<T> = {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The list the query gave (undefined until it has one). */
  items: T[] | undefined;
  messages: { loadFailed: string; empty: string };
  views?: ListStateViews;
  /** Renders the list, which has at least one item. */
  children: (items: [T, ...T[]]) => ReactNode;
};

const hasItems = <T,>(items: T[] | undefined): items is [T, ...T[]] => items !== undefined && items.length > 0;

/** A list screen's four states: loading, failed, empty, or the list itself. */
export function ListState<T>({ query, items, messages, views = PUBLIC_VIEWS, children }: Props<T>) {
  if (query.isPending) return views.loading();
  if (query.isError) return views.error(messages.loadFailed, () => void query.refetch());
  if (!hasItems(items)) return views.empty(messages.empty);
  return children(items);
}
