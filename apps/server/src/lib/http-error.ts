import type { z } from 'zod';
import { COMMON_MESSAGES } from '@academy/contract/common';

/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = COMMON_MESSAGES.notFound) => new HttpError(404, message);

/** The spec's message of the first failing field becomes the answer; every field's first message goes in `errors`. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): {
  message: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { message: issues[0]?.message ?? COMMON_MESSAGES.invalidInput, errors };
}

export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, errors } = fieldErrors(result.error.issues);
  throw new HttpError(400, message, errors);
}
