import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { SiteContent } from '@academy/contract/site-content-constants';
import { apiData, type Envelope } from '../../lib/api-client';
import { seededQuery } from '../../lib/page-data';

/** The query key of the site content: the Settings editor sets it after a save or a reset. */
export const SITE_CONTENT_QUERY_KEY = ['site-content'] as const;

/** GET /api/public/site-content: the hero's slides and the About page's sections (docs/decisions/049). */
export const getSiteContent = () => apiData<SiteContent>(API_PATHS.siteContent(), { anonymous: true });

/**
 * The site content the academy edited, shared by the home page and /about (their HTML carries the
 * answer, so their first render has it and hydration matches the server's render).
 */
export function useSiteContent() {
  return useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: getSiteContent,
    staleTime: 5 * 60_000,
    ...seededQuery(API_PATHS.siteContent(), (e: Envelope<unknown>) => e.data as SiteContent),
  });
}
