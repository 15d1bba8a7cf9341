import { SESSION_TOKEN_HEADER } from '@academy/contract/auth-constants';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { authStorage } from './auth-storage';

/**
 * Sliding sessions (decision 022): a signed-in answer may carry a fresh token for the same
 * session; it replaces the stored one, but only while that one is still the token that was sent
 * (a sign-out or another sign-in meanwhile wins).
 */
function keepRenewedToken(sent: string | null, renewed: string | null) {
  if (sent && renewed && authStorage.getToken() === sent) authStorage.saveToken(renewed);
}

export const API_BASE = '/api';

/** Thrown for every non-OK answer: carries the server's message, status and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  constructor(message: string, status: number, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** The auth provider subscribes here so that a 401 from any admin call signs the user out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type Envelope<T> = { success: boolean; data: T; message?: string };

/** A paged list's answer: the page's items in `data`, the paging figures beside them. */
export type PagedEnvelope<T> = Envelope<T[]> & { page: number; limit: number; total: number };

function headersFor(body: unknown, extra: HeadersInit | undefined, anonymous: boolean): Headers {
  const headers = new Headers(extra);
  const token = anonymous ? null : authStorage.getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : COMMON_MESSAGES.requestFailed;
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
  const error = new ApiError(message, status, errors);
  if (status === 401) unauthorizedListeners.forEach((l) => l(error));
  return error;
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  /**
   * Send no token even when one is stored: the public registration form must be checked with the
   * public rules, also when an administrator happens to be signed in on the same browser.
   */
  anonymous?: boolean;
};

/**
 * The generic client of bearer token when stored, JSON unless the body is form data,
 * credentials included; a non-OK answer throws the server's message or "Request failed".
 * Returns the whole envelope so that paged lists keep their figures.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { body, headers, anonymous = false, ...rest } = options;
  const sent = headersFor(body, headers, anonymous);
  const response = await fetch(`${API_BASE}${path}`, {
    ...rest,
    headers: sent,
    credentials: 'include',
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  keepRenewedToken(
    sent.get('Authorization')?.replace(/^Bearer /, '') ?? null,
    typeof response.headers?.get === 'function' ? response.headers.get(SESSION_TOKEN_HEADER) : null,
  );
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return (payload ?? { success: true, data: null }) as Envelope<T>;
}

/** GET of a paged list (the server's paged routes always answer with their figures). */
export function apiPage<T>(path: string, options?: RequestOptions): Promise<PagedEnvelope<T>> {
  return apiRequest<T[]>(path, options) as Promise<PagedEnvelope<T>>;
}

/** Shorthand for calls whose caller only needs `data`. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/**
 * Multipart upload with real progress (fetch cannot report upload progress).
 * `onProgress` receives a fraction from 0 to 1.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: { method?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    const token = authStorage.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      keepRenewedToken(token, xhr.getResponseHeader(SESSION_TOKEN_HEADER));
      let payload: unknown;
      try {
        payload = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(payload as Envelope<T>);
      } else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(COMMON_MESSAGES.requestFailed, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Builds form data from an object, skipping null and undefined ("non-null fields"). */
export function toFormData(fields: Record<string, string | number | boolean | Blob | null | undefined | Blob[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => form.append(key, v));
    else form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The message to show for a failed call: the server's own text when it sent one, else the screen's fallback. */
/** A registration form's failure text (SPEC 8): the generic message when no answer came (the network failed), else `failure`. */
export const failureText = (error: unknown, failure: string): string => (error instanceof ApiError && error.status > 0 ? failure : COMMON_MESSAGES.generic);

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== COMMON_MESSAGES.requestFailed && error.status !== 0 && error.status < 500) {
    return error.message;
  }
  return fallback;
}
