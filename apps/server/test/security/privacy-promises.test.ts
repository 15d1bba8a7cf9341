import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PAGE } from '@academy/contract/privacy-constants';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The privacy page says exactly what the code does (docs/decisions/054): every statement on
 * /privacy names the test that holds the code to it, and that test exists under that name. A new
 * statement without a test, or a test renamed away from its statement, fails here. Statements of
 * purpose (why we keep data) that promise no behaviour say so, with the reason.
 */
const TEST_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

type Held = { file: string; test: string } | { purpose: string };
const T = (file: string, test: string): Held => ({ file, test });
const items = PRIVACY_PAGE.sections.flatMap((s) => s.items as readonly string[]);
const item = (start: string): string => {
  const found = items.filter((i) => i.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} privacy statements start with "${start}"`);
  return found[0]!;
};

const PROMISES: [statement: string, held: Held[]][] = [
  [item('Registrations:'), [T('security/privacy-promises.test.ts', 'a registration keeps the fields the privacy page lists, and no other')]],
  [
    item('A second guardian'),
    [
      T('modules/family-guardian.test.ts', 'is added once its address is confirmed from its own mailbox, and is on the export; the first guardian stays'),
      T('modules/family-guardian.test.ts', 'changes the name and phone at once; a new address waits for its own confirmation'),
    ],
  ],
  [
    item('The history of each application'),
    [T('modules/families.test.ts', 'the export holds every row of the database that names the family, and nothing of another family')],
  ],
  [
    item('Messages sent through the contact form'),
    [
      T('modules/families.test.ts', 'the export holds every row of the database that names the family, and nothing of another family'),
      T('modules/newsletter.test.ts', 'mails a confirmation link; confirming it with a POST confirms the address; a GET changes nothing'),
    ],
  ],
  [
    item('Photos and videos'),
    [
      T('modules/photo-review.test.ts', 'an untagged upload is not public until an editor marks it reviewed'),
      T('modules/photo-review.test.ts', 'erasing a tagged child with consent keeps the photo hidden, its files 404'),
      T('modules/minors.test.ts', 'shows children by first name and last initial, and no photo without consent; the admin sees everything'),
    ],
  ],
  [
    item('Children’s names are shown on the team page'),
    [T('modules/squads.test.ts', 'names a child on /team and /api/public/squads only once the family says yes to the website')],
  ],
  [
    item('To handle the application'),
    [{ purpose: 'why the registration is kept; what is kept, who sees it and for how long are the statements held by tests' }],
  ],
  [
    item('To keep your child safe at training'),
    [
      T('security/access.test.ts', 'no answer an editor gets holds a registration or contact field'),
      T('security/coach-access.test.ts', "refuses a coach every route of a session or squad not assigned to them (another coach's)"),
      T('security/coach-access.test.ts', 'lets an assigned coach use every route declared for coaches, reading only the CoachChild projection'),
    ],
  ],
  [
    item('To answer your messages'),
    [T('modules/newsletter.test.ts', 'confirmed subscribers once, with the unsubscribe headers, none to a pending or unsubscribed address')],
  ],
  [
    item('Applications that were closed or withdrawn'),
    [
      T('modules/retention.test.ts', 'erases ended applications and old messages past their period, with their mails, and keeps everything else'),
      T('modules/minors.test.ts', 'the privacy page states the retention periods the server applies by default'),
    ],
  ],
  [item('Contact messages: erased'), [T('modules/retention.test.ts', 'erases ended applications and old messages past their period')]],
  [item('The academy’s activity log'), [T('modules/retention.test.ts', 'erases ended applications and old messages past their period')]],
  [
    item('Accepted players’ records'),
    [T('modules/retention.test.ts', 'erases ended applications and old messages past their period, with their mails, and keeps everything else')],
  ],
  [
    item('The link to your status page'),
    [
      T('modules/family-links.test.ts', "days after the child's last change, then answers 404, its calendar too"),
      T('modules/family-links.test.ts', 'keeps working while the child holds a place in a squad, however long ago the last change'),
      T('modules/family-links.test.ts', "ends every link and calendar address of the family's children, audited"),
    ],
  ],
  [
    item('The status page linked from every mail'),
    [
      T('modules/families.test.ts', 'a family gets and erases its own data through its status link, and only its own'),
      T('modules/families.test.ts', "mails a six-digit code to the first guardian's address in fixed words, stores only a keyed hash, and erases with it"),
      T('modules/families.test.ts', 'is mailed through the outbox and leaves no copy once delivered'),
    ],
  ],
  [
    item('You can also write to the academy'),
    [T('modules/families.test.ts', 'the erasure leaves no row with the email, the children or the phone, keeps the other family, and records only a hash')],
  ],
  [item('Every newsletter has an unsubscribe link'), [T('modules/newsletter.test.ts', 'with the unsubscribe headers')]],
];

describe('every statement on /privacy is held by a test', () => {
  it('names a test for each statement, and only for statements the page makes', () => {
    expect(PROMISES.map(([s]) => s).sort()).toEqual([...items].sort());
  });

  it('each named test exists, under that name, in its file', async () => {
    const missing: string[] = [];
    for (const [statement, held] of PROMISES) {
      expect(held.length, statement).toBeGreaterThan(0);
      for (const h of held) {
        if ('purpose' in h) continue;
        const source = await readFile(path.join(TEST_DIR, h.file), 'utf8');
        if (!source.includes(h.test)) missing.push(`${h.file}: "${h.test}" (for "${statement.slice(0, 50)}…")`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('marks as a purpose only a statement of why, never one of what, who or how long', () => {
    const purposes = PROMISES.filter(([, held]) => held.some((h) => 'purpose' in h)).map(([s]) => s);
    const why = PRIVACY_PAGE.sections.find((s) => s.heading === 'Why')!.items as readonly string[];
    for (const s of purposes) expect(why, s).toContain(s);
  });
});

describe('what a registration keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each column of `registrations`, and the words of the privacy statement that name it (bookkeeping: none).
  const COLUMNS: Record<string, string | null> = {
    id: null,
    family_id: null,
    status: null,
    source: null,
    created_at: null,
    updated_at: null,
    parent_name: 'parent’s name',
    parent_email: 'email',
    contact_phone: 'phone',
    residence: 'town',
    contact_permission: 'whether we may contact you',
    player_name: 'child’s name',
    player_age: 'age',
    current_school: 'school',
    uniform_size: 'uniform size',
    years_playing: 'years playing',
    health_conditions: 'health conditions',
    data_consent: 'keeping these details',
    data_consent_version: 'the version of their text',
    data_consent_at: 'when you gave them',
    photo_consent: 'to photos',
    photo_name_consent: 'to photos',
    photo_social_consent: 'to photos',
    photo_consent_version: 'the version of their text',
    photo_consent_at: 'when you gave them',
  };

  it('a registration keeps the fields the privacy page lists, and no other', async () => {
    const result = (await t.app.db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'registrations' order by 1`,
    )) as unknown as { rows?: { column_name: string }[] } | { column_name: string }[];
    const columns = (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.column_name);
    expect(columns.sort()).toEqual(Object.keys(COLUMNS).sort());
    const statement = item('Registrations:');
    const named = Object.entries(COLUMNS).filter((e): e is [string, string] => e[1] !== null);
    expect(named.filter(([, words]) => !statement.includes(words))).toEqual([]);
  });
});
