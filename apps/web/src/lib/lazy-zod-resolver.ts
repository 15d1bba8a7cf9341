import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyResolver<S extends z.ZodType> = Resolver<z.input<S> & FieldValues, unknown, z.output<S>> & {
  /** Starts loading the schema (and zod) early, e.g. when the visitor focuses the form. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose contract schema, and with it zod (~35 KB gzipped), is loaded on
 * first use instead of with the page: the form renders without it, and validation still runs the
 * one schema the server uses (DESIGN.md: no rule typed twice).
 */
export function lazyZodResolver<S extends z.ZodType>(load: () => Promise<S>): LazyResolver<S> {
  let ready: Promise<Resolver<FieldValues, unknown, unknown>> | null = null;
  const get = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, unknown>,
    ));
  const resolver = (async (values, context, options) => (await get())(values, context, options as never)) as LazyResolver<S>;
  resolver.preload = () => {
    // A failed download is retried on the next attempt rather than remembered.
    get().catch(() => {
      ready = null;
    });
  };
  return resolver;
}
