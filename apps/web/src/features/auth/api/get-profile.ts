import type { User } from '@academy/contract/auth';
import { API_BASE } from '../../../lib/api-client';

/**
 * GET /api/auth/profile with an explicit token (bearer header and JSON content type).
 * Plain fetch on purpose: a failed check must sign out quietly, not go through the 401 broadcast.
 */
export async function getProfile(token: string): Promise<User> {
  const response = await fetch(`${API_BASE}/auth/profile`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: { user?: User } } | null;
  if (!response.ok || !body?.success || !body.data?.user) throw new Error('Profile check failed');
  return body.data.user;
}
