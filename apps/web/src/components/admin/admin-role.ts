import { createContext, useContext } from 'react';
import type { Role } from '@academy/contract/auth-constants';

/**
 * Who is signed in, provided by the admin frame, so that screens hide what the role cannot use
 * without importing the auth feature. Outside the frame it says the least: an editor, nobody.
 */
export const AdminRoleContext = createContext<{ role: Role; userId: number | null }>({ role: 'editor', userId: null });

export const useAdminRole = (): Role => useContext(AdminRoleContext).role;
export const useIsAdmin = (): boolean => useAdminRole() === 'admin';
export const useAdminUserId = (): number | null => useContext(AdminRoleContext).userId;
