import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { bearer, eventually, freshPostgresUrl, image, multipart } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { recipient } from '../faults/season-helpers.ts';
import { adminToken, exited, freePort, registration, startServer, type ServerProcess } from '../reliability/server-process.ts';
import { startLocalS3 } from '../storage/local-s3.ts';

/**
 * Decision 046 / 051 on two real server processes sharing one PostgreSQL and one bucket: a family
 * withdraws photo consent on its status page through one instance, and within a second the other
 * instance no longer shows the photo it had cached, nor serves its files; the academy is told once.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

type Json = { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.skipIf(!process.env.TEST_DATABASE_URL)('photo consent withdrawn on one instance, with two on PostgreSQL', () => {
  it('hides the tagged photo and its files on the other instance within a second, and tells the academy once', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.close());
    const s3 = await startLocalS3();
    cleanups.push(() => s3.close());
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-consent-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const ports = await Promise.all([freePort(), freePort()]);
    const env = {
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const servers: ServerProcess[] = await Promise.all(ports.map((port, i) => startServer({ port: port!, dataDir: dirs[i]!, databaseUrl: db.url, env })));
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await adminToken(a.base);
    const send = async (base: string, method: string, url: string, body?: ReturnType<typeof multipart> | object) => {
      const form = body && 'payload' in body ? (body as ReturnType<typeof multipart>) : undefined;
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...bearer(token), ...(form ? form.headers : body ? { 'content-type': 'application/json' } : {}) },
        body: form ? new Uint8Array(form.payload) : body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as Json;
      expect(res.ok, JSON.stringify(json)).toBe(true);
      return json.data;
    };
    const visit = async (url: string) => ((await (await fetch(`${b.base}${url}`)).json()) as Json).data;
    const fileStatus = async (url: string) => (await fetch(`${b.base}${url}`)).status;

    // A child registered with every part of photo consent given; the status page's link from the acknowledgement.
    const form = { ...registration('consent-two'), photo_name_consent: 'yes', photo_social_consent: 'yes' };
    const registered = await fetch(`${a.base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(registered.status).toBe(201);
    const received = await eventually(
      () => smtp.messages.find((m) => recipient(m) === form.parent_email && /\/status\/[A-Za-z0-9_-]{20,}/.test(m.text ?? '')) ?? false,
      {
        timeout: 20_000,
        what: 'the acknowledgement with the status link',
      },
    );
    const statusToken = received.text!.match(/\/status\/([A-Za-z0-9_-]{20,})/)![1]!;
    const [child] = (await send(a.base, 'GET', `/api/registrations?q=${encodeURIComponent(form.parent_email)}`)) as { id: number }[];

    // An album of two photos; the child is tagged in the second.
    const album = (await send(
      a.base,
      'POST',
      '/api/albums',
      multipart({ name: 'Consent camp' }, [{ field: 'coverImage', filename: 'c.jpg', content: await image() }]),
    )) as {
      id: number;
    };
    const photos = (await send(
      a.base,
      'POST',
      `/api/albums/${album.id}/photos`,
      multipart({}, [
        { field: 'photos', filename: '1.jpg', content: await image() },
        { field: 'photos', filename: '2.jpg', content: await image('jpeg', 640, 480) },
      ]),
    )) as { id: number; url: string }[];
    const tagged = photos[1]!;
    await send(a.base, 'PUT', `/api/photos/${tagged.id}/subjects`, { registration_ids: [child!.id] });
    // An editor marks them reviewed: an upload is public only then (decision 054).
    await send(a.base, 'POST', `/api/albums/${album.id}/photos/review`, { photo_ids: photos.map((p) => p.id) });

    // B shows both, and keeps its answer in its public cache.
    const shown = async () => ((await visit(`/api/public/albums/${album.id}`)) as { photos: { id: number }[] }).photos.map((p) => p.id);
    expect((await shown()).sort()).toEqual(photos.map((p) => p.id).sort());
    expect((await shown()).sort()).toEqual(photos.map((p) => p.id).sort());
    expect(await fileStatus(tagged.url)).toBe(200);

    const withdrawn = await fetch(`${a.base}/api/public/status/${statusToken}/photo-consent`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website: 'no', name_with_photo: 'yes', social_media: 'yes' }),
    });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    const answered = Date.now();
    await eventually(async () => !(await shown()).includes(tagged.id) && (await fileStatus(tagged.url)) === 404, {
      timeout: 5_000,
      interval: 25,
      what: 'the tagged photo hidden on the other instance',
    });
    expect(Date.now() - answered).toBeLessThanOrEqual(1_000);
    expect(await shown()).toEqual([photos[0]!.id]);
    expect(await fileStatus(photos[0]!.url)).toBe(200);

    // The academy is told, once.
    const subject = FAMILY_MAIL_TEXTS.photoConsentWithdrawn({
      playerName: '',
      parts: '',
      answers: { website: 'no', name_with_photo: 'yes', social_media: 'yes' },
      adminUrl: '',
    }).subject;
    await eventually(() => smtp.messages.some((m) => m.subject === subject), { timeout: 20_000, what: 'the mail to the academy' });
    const told = smtp.messages.filter((m) => m.subject === subject);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(form.player_name);
  }, 180_000);
});
