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
    (ready ??= import('zod')
      // zod compiles object parsers with `new Function` unless told not to, deciding when a schema is
      // made: set before the contract's schemas load, or the security policy (script-src 'self', no
      // 'unsafe-eval') refuses the probe and reports a violation on every page with a form.
      .then(({ config }) => config({ jitless: true }))
      .then(() => Promise.all([import('@hookform/resolvers/zod'), load()]))
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, unknown>));
  const resolver = (async (values, context, options) => (await get())(values, context, options as never)) as LazyResolver<S>;
  resolver.preload = () => {
    // A failed download is retried on the next attempt rather than remembered.
    get().catch(() => {
      ready = null;
    });
  };
  return resolver;
}
