import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (a contract's Zod schema) is downloaded when it first
 * runs, or earlier through `preload`, which a form calls when the owner first focuses or
 * changes one of its fields: the schema and Zod stay out of the page's first download
 * (ADR 029), and a pre-rendered form can be filled in while they arrive.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  return {
    resolver: async (...args) => (await load())(...args),
    preload: () => {
      // A failed download is retried when the resolver runs, and reported then.
      load().catch(() => undefined);
    },
  };
}
