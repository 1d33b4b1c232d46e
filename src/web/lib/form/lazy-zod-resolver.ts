import type { ZodType } from 'zod'
import type { Resolver, Validation } from './use-form'

/**
 * A form's resolver whose schema is imported the first time the form validates: classic zod (24 KB gzip)
 * does not tree-shake, so a static import put it in every form page's first load. `preload` starts the
 * import early; forms call it when the visitor first focuses them.
 */
export function lazyZodResolver<Output>(loadSchema: () => Promise<ZodType<Output>>) {
  let loading: Promise<ZodType<Output>> | undefined
  const load = () => {
    loading ??= loadSchema().catch((error: unknown) => {
      // a failed download is tried again on the next validation instead of failing for good
      loading = undefined
      throw error
    })
    return loading
  }
  // the schema checks whatever the form holds, so the resolver fits any form's values
  const resolver: Resolver<unknown, Output> = async (values): Promise<Validation<Output>> => {
    const parsed = await (await load()).safeParseAsync(values)
    if (parsed.success) return { ok: true, output: parsed.data }
    // the first message for a field is the one shown, as the schema orders its checks
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message
    return { ok: false, errors }
  }
  const preload = () => {
    // a failure here shows on submit, when the resolver tries again
    load().catch(() => {})
  }
  return { resolver, preload }
}
