import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a detail screen put its record's name in front of the screen's title (the admin frame sets
 * the browser tab from the registry of admin screens: contract admin-screens.ts).
 */
export const AdminRecordTitleContext = createContext<(name: string | null) => void>(() => {});

/** "Spring camp — Album photos — Admin — …" while the screen shows `name`; back to the screen's title when it goes. */
export function useAdminRecordTitle(name: string | null | undefined) {
  const set = useContext(AdminRecordTitleContext);
  useEffect(() => {
    set(name || null);
    return () => set(null);
  }, [set, name]);
}
