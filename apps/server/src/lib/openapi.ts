import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@academy/contract/common';

/**
 * Multipart bodies are streamed by readMultipart, never validated by Fastify: these schemas only
 * document the form in OpenAPI (required parts, types, limits), built from the contract's constants.
 */
export type FormPart =
  | { kind: 'text'; required?: boolean; maxLength?: number; description?: string }
  | { kind: 'enum'; values: readonly [string, ...string[]]; required?: boolean; description?: string }
  | { kind: 'integer'; minimum: number; maximum: number; required?: boolean; description?: string }
  | { kind: 'file'; types: readonly string[]; maxBytes: number; required?: boolean; maxCount?: number; description?: string };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function partSchema(part: FormPart): z.ZodType {
  switch (part.kind) {
    case 'text': {
      const s = part.maxLength ? z.string().max(part.maxLength) : z.string();
      return part.description ? s.meta({ description: part.description }) : s;
    }
    case 'enum':
      return z.enum(part.values).meta({ description: part.description });
    case 'integer':
      return z.int().min(part.minimum).max(part.maximum).meta({ description: part.description });
    case 'file': {
      const limits = `${part.types.join(', ')}; under ${megabytes(part.maxBytes)}${part.maxCount && part.maxCount > 1 ? ` each, at most ${part.maxCount} files` : ''}`;
      const description = part.description ? `${part.description} (${limits}).` : `${limits[0]!.toUpperCase()}${limits.slice(1)}.`;
      const file = z.string().meta({ format: 'binary', contentMediaType: part.types.join(', ') });
      return part.maxCount && part.maxCount > 1 ? z.array(file).min(1).max(part.maxCount).meta({ description }) : file.meta({ description });
    }
  }
}

export function multipartForm(parts: Record<string, FormPart>): z.ZodType {
  return z.object(Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.required ? partSchema(part) : partSchema(part).optional()])));
}

/** An uploaded image part: the contract's image types and size limit. */
export const imagePart = (opts: { required?: boolean; maxCount?: number; description?: string } = {}): FormPart => ({
  kind: 'file',
  types: IMAGE_MIME_TYPES.filter((t) => t !== 'image/jpg'),
  maxBytes: IMAGE_MAX_BYTES,
  ...opts,
});
