import { describe, expect, it } from 'vitest';
import { apiData, apiRequest, ApiError, uploadWithProgress } from '../lib/api-client';
import { api, describeCall, fail, NETWORK_DOWN, ok, paged } from './api';

describe('the test API (src/test/api.ts)', () => {
  it('answers from the routes, the latest route first, with the path parameters, and records every call', async () => {
    api.get('/posts/:id', ({ params }) => ok({ id: Number(params.id) }));
    api.post('/contact', ok({ id: 1 }, { status: 201 }));
    await expect(apiData('/posts/7')).resolves.toEqual({ id: 7 });
    await apiData('/contact', { method: 'POST', body: { fullname: 'Jane' } });
    api.get('/posts/:id', fail(404, 'Not found'));
    await expect(apiData('/posts/8?x=1')).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(api.calls.map(describeCall)).toEqual(['GET /posts/7', 'POST /contact', 'GET /posts/8?x=1']);
    expect(api.lastCall('POST', '/contact')?.body).toEqual({ fullname: 'Jane' });
    expect(api.callsTo('GET', '/posts/:id').map((c) => c.query.get('x'))).toEqual([null, '1']);
  });

  it('pages a list, and answers a network failure and a body that is not JSON', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    api.get('/things', (call) => paged(items, call, 10));
    await expect(apiRequest('/things?page=3&limit=10')).resolves.toEqual({ success: true, data: [21, 22, 23, 24, 25], page: 3, limit: 10, total: 25 });
    api.get('/down', NETWORK_DOWN);
    await expect(apiData('/down')).rejects.toThrow(TypeError);
    api.get('/gateway', { status: 502, text: '<html>bad gateway</html>' });
    await expect(apiData('/gateway')).rejects.toBeInstanceOf(ApiError);
  });

  it('answers uploads (XMLHttpRequest) from the same routes, with their progress', async () => {
    api.post('/media', ({ body }) => ok({ title: (body as FormData).get('title') }, { status: 201 }));
    const progress: number[] = [];
    const form = new FormData();
    form.set('title', 'Highlights');
    await expect(uploadWithProgress('/media', form, { onProgress: (f) => progress.push(f) })).resolves.toMatchObject({ data: { title: 'Highlights' } });
    expect(progress.at(-1)).toBe(1);
  });

  it('fails a request no route answers, and reports it after the test', async () => {
    await expect(apiData('/nowhere')).rejects.toThrow("No answer for GET /api/nowhere in this test: add api.get('/nowhere', …)");
    expect(() => api.reset()).toThrow('The app asked for GET /api/nowhere, which no route of the test answers');
    expect(() => api.reset()).not.toThrow();
  });
});
