/**
 * What a form holds, outside React: its values (nested, as the domain schema reads them) and a message per
 * field path. Both are replaced, never mutated, so a component that watches one path re-renders only
 * when that path changes.
 */

type Leaf = string | number | boolean | bigint | symbol | Date | null | undefined

/** The dotted path of each value of a form, as its inputs are named: 'customerName', 'targets.0.email'. */
export type FieldPath<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${FieldPath<Item>}`
    : { [K in keyof T & string]-?: K | `${K}.${FieldPath<NonNullable<T[K]>>}` }[keyof T & string]

/** The value found at a path. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? PathValue<Step<T, Head>, Rest>
  : Step<T, P>
type Step<T, Key extends string> =
  NonNullable<T> extends readonly (infer Item)[]
    ? Item
    : Key extends keyof NonNullable<T>
      ? NonNullable<T>[Key]
      : never

/** One message per path; a list-wide message sits at the list's own path ('targets'). */
export type FieldErrors<T> = Partial<Record<FieldPath<T>, string>>

/** Whether `path` is `name` itself or lies under it ('targets.1.name' lies under 'targets' and 'targets.1'). */
export const isWithin = (path: string, name: string) => path === name || path.startsWith(`${name}.`)

export function getPath(source: unknown, path: string): unknown {
  let value = source
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** A copy of `source` with `value` at `path`, sharing every branch the path does not go through. */
export function setPath<T>(source: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.')
  const branch = source as Record<string, unknown> | unknown[]
  const next = rest.length === 0 ? value : setPath(getPath(branch, key) ?? {}, rest.join('.'), value)
  if (Array.isArray(branch)) return branch.map((item, index) => (String(index) === key ? next : item)) as T
  return { ...branch, [key]: next } as T
}

/** The errors once row `index` of the list at `name` is gone: its messages go, later rows move up one. */
export function removeRowErrors(errors: Record<string, string>, name: string, index: number) {
  const rows = new RegExp(`^${name.replaceAll('.', '\\.')}\\.(\\d+)(\\.|$)`)
  const kept: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const row = rows.exec(path)
    if (!row) kept[path] = message
    else if (Number(row[1]) > index) kept[path.replace(rows, `${name}.${Number(row[1]) - 1}$2`)] = message
    else if (Number(row[1]) < index) kept[path] = message
  }
  return kept
}

export function createFormStore<Values>(initial: Values) {
  let values = initial
  let errors: FieldErrors<Values> = {}
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    values: () => values,
    errors: () => errors,
    setValues(next: Values) {
      values = next
      notify()
    },
    setErrors(next: FieldErrors<Values>) {
      errors = next
      notify()
    },
  }
}

export type FormStore<Values> = ReturnType<typeof createFormStore<Values>>
