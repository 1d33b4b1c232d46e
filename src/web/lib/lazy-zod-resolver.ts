import type { FieldValues, Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A react-hook-form resolver whose schema is imported the first time the form validates: classic zod
 * (24 KB gzip) does not tree-shake, so a static import put it in every form page's first load.
 * `preload` starts the import early; forms call it when the visitor first focuses them.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // a failed download is tried again on the next validation instead of failing for good
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options)
  const preload = () => {
    // a failure here shows on submit, when the resolver tries again
    load().catch(() => {})
  }
  return { resolver, preload }
}
