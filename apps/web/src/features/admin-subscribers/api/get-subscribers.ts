import { useQuery } from '@tanstack/react-query';
import type { Subscriber, SubscriberCounts, SubscriberStatus } from '@academy/contract/newsletter';
import { usePagedList } from '../../../hooks/use-paged-list';
import { apiData } from '../../../lib/api-client';

export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  list: (status: SubscriberStatus | '', page: number) => ['admin', 'subscribers', 'list', status, page] as const,
  counts: ['admin', 'subscribers', 'counts'] as const,
};

export const SUBSCRIBERS_PAGE_SIZE = 25;

/** GET /api/newsletter/subscribers, newest first, one page at a time, optionally of one status. */
export function useSubscribers(status: SubscriberStatus | '') {
  return usePagedList<Subscriber>({
    key: (page) => subscriberKeys.list(status, page),
    path: status ? `/newsletter/subscribers?${new URLSearchParams({ status })}` : '/newsletter/subscribers',
    limit: SUBSCRIBERS_PAGE_SIZE,
  });
}

/** GET /api/newsletter/subscribers/counts. */
export const getSubscriberCounts = () => apiData<SubscriberCounts>('/newsletter/subscribers/counts');

export function useSubscriberCounts() {
  return useQuery({ queryKey: subscriberKeys.counts, queryFn: getSubscriberCounts });
}
