import { createContext, useContext, useEffect } from 'react';

/**
 * What an admin route declares for the browser tab (`handle` of the route in app/admin-routes.tsx):
 * the screen's name, or a function of the query string for a screen that adds and edits
 * (/addteam and /addteam?id=N). The admin frame reads the deepest one and sets document.title.
 */
export type AdminRouteHandle = { adminTitle: string | ((search: URLSearchParams) => string) };

export const adminTitle = (title: AdminRouteHandle['adminTitle']): AdminRouteHandle => ({ adminTitle: title });

/** Lets a detail screen put its record's name in front of the screen's title. */
export const AdminRecordTitleContext = createContext<(name: string | null) => void>(() => {});

/** "Spring camp — Album photos — Admin — …" while the screen shows `name`; back to the screen's title when it goes. */
export function useAdminRecordTitle(name: string | null | undefined) {
  const set = useContext(AdminRecordTitleContext);
  useEffect(() => {
    set(name || null);
    return () => set(null);
  }, [set, name]);
}
