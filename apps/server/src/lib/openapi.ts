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

type FilePart = Extract<FormPart, { kind: 'file' }>;

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

/** The few members of a zod schema the walk below reads. */
type Node = z.ZodType & {
  _zod: { optin?: 'optional'; def: { type: string; innerType?: Node; in?: Node; out?: Node; options?: Node[]; entries?: Record<string, string> } };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
};

/**
 * What a field of a contract input schema is on the wire, where multipart sends every value as
 * text: wrappers are looked through, a preprocess step is skipped for the schema it feeds, and a
 * boolean is the text "true" or "false". `unknown` (a file) has no text form.
 */
function wirePart(node: Node): Exclude<FormPart, FilePart> | undefined {
  const def = node._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return wirePart(def.innerType!);
    case 'pipe':
      return wirePart(def.in!._zod.def.type === 'transform' ? def.out! : def.in!);
    case 'union':
      for (const option of def.options!) {
        const part = wirePart(option);
        if (part) return part;
      }
      return undefined;
    case 'string':
      return { kind: 'text', ...(node.maxLength ? { maxLength: node.maxLength } : {}) };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries!) as [string, ...string[]] };
    case 'boolean':
      return { kind: 'enum', values: ['true', 'false'] };
    // A list travels as its JSON text (a post's tags: decision 047).
    case 'array':
      return { kind: 'text' };
    case 'number':
      return node.isInt
        ? { kind: 'integer', minimum: node.minValue ?? Number.MIN_SAFE_INTEGER, maximum: node.maxValue ?? Number.MAX_SAFE_INTEGER }
        : { kind: 'text' };
    default:
      return undefined;
  }
}

/**
 * The OpenAPI form of a multipart route, derived from the contract's input schema (decision 026):
 * one part per field, required when the schema requires it, with its length, options or range.
 * `files` are the file parts (a schema field of unknown type, or a part the schema does not
 * carry); `describe` adds words a type cannot say. A field with no text form and no file part
 * stops the server at start-up rather than going undocumented.
 */
export function multipartFormOf<S extends Record<string, z.ZodType>>(
  schema: { shape: S },
  opts: { files?: Record<string, FilePart>; describe?: Partial<Record<keyof S, string>> } = {},
): z.ZodType {
  const parts: Record<string, FormPart> = {};
  for (const [name, field] of Object.entries(schema.shape) as [string, Node][]) {
    if (opts.files?.[name]) continue;
    const part = wirePart(field);
    if (!part) throw new Error(`multipartFormOf: the form field "${name}" has no text form and no file part`);
    const description = opts.describe?.[name];
    parts[name] = { ...part, required: field._zod.optin !== 'optional', ...(description ? { description } : {}) };
  }
  return multipartForm({ ...parts, ...opts.files });
}

/** An uploaded image part: the contract's image types and size limit. */
export const imagePart = (opts: { required?: boolean; maxCount?: number; description?: string } = {}): FilePart => ({
  kind: 'file',
  types: IMAGE_MIME_TYPES.filter((t) => t !== 'image/jpg'),
  maxBytes: IMAGE_MAX_BYTES,
  ...opts,
});
