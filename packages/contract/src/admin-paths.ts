/**
 * The address of every admin screen, and of the staff's sign-in screens, by the id the registry of
 * admin screens (admin-screens.ts: titles, sidebar, roles, robots rules) knows it by. The one file an
 * admin address is written in (docs/decisions/024). Apart from the registry because the web app's
 * router, which is in every public page's first chunk, needs these and nothing more.
 */
export const ADMIN_PATHS = {
  login: '/login',
  forgotPassword: '/forgot-password',
  setPassword: '/set-password/:token',
  dashboard: '/dashboard',
  posts: '/allposts',
  newPost: '/post',
  editPost: '/editpost/:id',
  previewPost: '/previewpost/:id',
  tags: '/tags',
  media: '/media',
  uploadVideo: '/mediaupload',
  team: '/teamdashboard',
  teamAtDashboard: '/dashboard/team',
  teamMember: '/addteam',
  enrollments: '/enrollment',
  enrollment: '/enrollment/:id',
  newRegistration: '/adminenrollement',
  trials: '/trials',
  trial: '/trials/:id',
  trialDays: '/trial-day',
  trialDay: '/trial-day/:id',
  squads: '/squads',
  squad: '/squads/:id',
  calendar: '/calendar',
  event: '/events/:id',
  eventAttendance: '/attendance/:id',
  announcements: '/announcements',
  newReport: '/reports/new/:registrationId',
  report: '/reports/:id',
  gallery: '/galleryalbum',
  createAlbum: '/uploadalbum',
  editAlbum: '/edit-album/:id',
  albumIndex: '/album',
  album: '/album/:id',
  settings: '/settings',
  messages: '/messages',
  outbox: '/outbox',
  subscribers: '/subscribers',
  activity: '/activity',
  users: '/users',
  familyData: '/family-data',
} as const;

export type AdminScreenId = keyof typeof ADMIN_PATHS;

/** `'/trials/:id'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type HrefArgs<Id extends AdminScreenId> = [ParamNames<(typeof ADMIN_PATHS)[Id]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof ADMIN_PATHS)[Id]>, string | number>];

/** A screen's address with its parameters in: `adminHref('enrollment', { id: 7 })` is `/enrollment/7`. */
export const adminHref = <Id extends AdminScreenId>(id: Id, ...[params]: HrefArgs<Id>): string =>
  ADMIN_PATHS[id].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
