import { expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { eventually } from '../helpers.ts';
import type { TestMailServer } from '../mail-server.ts';
import { registration } from '../reliability/server-process.ts';

/** Helpers of the availability reminder's fault tests (docs/decisions/040), against a running server process. */
export const recipient = (m: ParsedMail) => [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
export const isReminder = (m: ParsedMail) => /^Can .* come\?/.test(m.subject ?? '');

export async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: unknown };
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json.data as Record<string, unknown>;
}

/** A child registered on the public form, offered a place in the squad and accepted from the offer mail's link; the parent's address. */
export async function enrolledFamily(base: string, token: string, smtp: TestMailServer, squadId: unknown, tag: string): Promise<string> {
  const form = registration(tag);
  const res = await fetch(`${base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
  expect(res.status).toBe(201);
  const found = (await call(base, token, 'GET', `/api/registrations?q=${encodeURIComponent(form.parent_email)}`)) as unknown as { id: number }[];
  const respondBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  await call(base, token, 'POST', `/api/registrations/${found[0]!.id}/offer`, { squad_id: squadId, respond_by: respondBy });
  const offer = await eventually(() => smtp.messages.find((m) => recipient(m) === form.parent_email && /^A place in/.test(m.subject ?? '')) ?? false);
  const statusToken = new URL(offer.text!.match(/https?:\/\/\S+\?answer=accept_offer/)![0]).pathname.split('/').pop()!;
  const accepted = await fetch(`${base}/api/public/status/${statusToken}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer: 'accept_offer' }),
  });
  expect(accepted.status).toBe(200);
  return form.parent_email;
}

/** A match two days ahead: its six-day reminder is past, so one reminder is due at once (the one-day one later). */
export const matchSoon = (opponent: string) => {
  const start = Date.now() + 2 * 24 * 3600 * 1000;
  return {
    kind: 'match',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 2 * 3600 * 1000).toISOString(),
    venue: { name: 'Fault ground', address: '1 Fault Road' },
    opponent,
  };
};
