import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 45 kB gzip) loads when the
 * form is first validated, or earlier through `preload` (say, when the form gets focus), instead
 * of with the page. The schema is still the endpoint's own: one schema, loaded later.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodType>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => Promise<unknown> } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    )
    // A failed load (a dropped connection) is tried again at the next validation.
    loading.catch(() => (loading = null))
    return loading
  }
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: load,
  }
}
