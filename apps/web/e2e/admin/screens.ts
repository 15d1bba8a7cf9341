import type { APIRequestContext } from '@playwright/test';
import type { ADMIN_PATHS, AdminScreenId } from '@academy/contract/admin-paths';
import { ADMIN_SCREEN_LIST, ADMIN_SCREENS, adminScreenTitle, type AdminScreenEntry } from '@academy/contract/admin-screens';
import { adminGet, adminToken, publicGet } from '../public/support';

/** Every screen of the admin frame, from the registry of admin screens, in its order (not the sign-in screens nor /album's redirect). */
export const FRAMED_SCREENS: readonly AdminScreenEntry[] = ADMIN_SCREEN_LIST.filter((s) => s.roles !== 'anyone' && s.title !== undefined);

/** A screen's name in the browser tab (`search`: its address's query string). */
export const titleOf = (id: AdminScreenId, search = ''): string => adminScreenTitle(ADMIN_SCREENS[id], search)!;

/** A screen's address with `recordId` in its parameter. */
export const addressOf = (screen: AdminScreenEntry, recordId?: number) => screen.path.replace(/:\w+/g, String(recordId));

/** The framed screens that show one record (an address with a parameter). */
type RecordScreenId = { [Id in AdminScreenId]: (typeof ADMIN_PATHS)[Id] extends `${string}:${string}` ? Id : never }[AdminScreenId];

/**
 * The seeded demo's U11 squad (seed/squads.ts), never a squad an earlier test on this worker's
 * server made: those may sort first (a younger age group, as the time-zone test's) and have no
 * past events.
 */
async function seededSquad(request: APIRequestContext): Promise<number> {
  const squads = await adminGet<{ id: number; name: string }[]>(request, '/api/squads');
  const squad = squads.find((s) => s.name === 'U11');
  if (!squad) throw new Error(`The seeded U11 squad is missing; squads: ${squads.map((s) => s.name).join(', ')}`);
  return squad.id;
}

/**
 * A record each screen of one record can open: the newest of its kind. A screen of one record added
 * to the registry does not compile until it is named here.
 */
export const RECORD_OF: Record<Exclude<RecordScreenId, 'setPassword'>, (request: APIRequestContext) => Promise<number>> = {
  editPost: async (request) => (await publicGet<{ id: number }[]>(request, '/api/posts?limit=1'))[0]!.id,
  previewPost: async (request) => (await publicGet<{ id: number }[]>(request, '/api/posts?limit=1'))[0]!.id,
  enrollment: async (request) => (await adminGet<{ id: number }[]>(request, '/api/registrations?page=1&limit=1'))[0]!.id,
  trial: async (request) => (await adminGet<{ id: number }[]>(request, '/api/trials'))[0]!.id,
  trialDay: async (request) => (await adminGet<{ id: number }[]>(request, '/api/coach/trials'))[0]!.id,
  squad: seededSquad,
  // The latest past event of the seeded U11: the demo took attendance there (decision 041).
  eventAttendance: async (request) => {
    const squad = await seededSquad(request);
    const events = await adminGet<{ id: number; ends_at: string }[]>(request, `/api/squads/${squad}/events`);
    return events.filter((e) => Date.parse(e.ends_at) < Date.now()).at(-1)!.id;
  },
  // The seeded U11's first event; one is scheduled a week ahead when the squad has none yet.
  event: async (request) => {
    const squadId = await seededSquad(request);
    const [event] = await adminGet<{ id: number }[]>(request, `/api/squads/${squadId}/events`);
    if (event) return event.id;
    const start = Date.now() + 7 * 86_400_000;
    const res = await request.post(`/api/squads/${squadId}/events`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: {
        kind: 'training',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        venue: { name: 'Main pitch', address: 'Kampala' },
      },
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  },
  newReport: async (request) => (await adminGet<{ id: number }[]>(request, '/api/registrations?page=1&limit=1'))[0]!.id,
  // The seeded report (decision 034) is on Brian Mugisha's enrollment.
  report: async (request) => {
    const [child] = await adminGet<{ id: number }[]>(request, '/api/registrations?page=1&limit=1&q=Brian%20Mugisha');
    return (await adminGet<{ id: number }[]>(request, `/api/registrations/${child!.id}/reports`))[0]!.id;
  },
  editAlbum: async (request) => (await publicGet<{ id: number }[]>(request, '/api/public/albums?limit=1'))[0]!.id,
  album: async (request) => (await publicGet<{ id: number }[]>(request, '/api/public/albums?limit=1'))[0]!.id,
};

/** Every framed screen at an address that opens it: a record's screen at a record of its kind. */
export async function framedScreenAddresses(request: APIRequestContext): Promise<{ screen: AdminScreenEntry; url: string }[]> {
  return Promise.all(
    FRAMED_SCREENS.map(async (screen) => {
      const record = RECORD_OF[screen.id as keyof typeof RECORD_OF];
      return { screen, url: addressOf(screen, record ? await record(request) : undefined) };
    }),
  );
}
