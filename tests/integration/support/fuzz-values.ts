/**
 * fast-check arbitraries for the API fuzzer, read off the OpenAPI document's JSON schemas: a well-formed
 * value for a schema, the same value mutated into a wrong one, and the hostile scalars both draw on.
 */
import fc from 'fast-check'

export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export type Components = Record<string, JsonSchema>

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '')
  return name ? resolve(components[name] ?? {}, components) : schema
}

/** Strings a careless server chokes on: control characters, lone surrogates, bidi overrides, emoji. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eevil\u202c',
    '\u200b',
    '👑🔥📜',
    '🏳️‍🌈'.repeat(50),
    'Zalgơ̷̢̤̦̮̓͊͑',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e308',
    '-1e309',
    '0x1F',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    '..%2F..%2F',
    '%00',
    '%E0%A4%A',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as it is
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    '\r\nSet-Cookie: x=1',
    'ß'.repeat(300),
    'é'.repeat(2000),
    '2026-02-30T25:61:00Z',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: 100, max: 6000 }).map((n) => 'A'.repeat(n)),
)

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL integers can hold. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 5e-324, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const nastyLeaf: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [[[[[]]]]], [null], { __proto__: null }),
)

/** Any wrong value: a hostile scalar, or an array or object of them. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyLeaf },
  { weight: 1, arbitrary: fc.array(nastyLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyLeaf, { maxKeys: 3 }) },
)

/** An object with an own `__proto__` (or another dangerous) key, as JSON.parse on the server will see it. */
export function withOwnKey(target: object, key: string, value: unknown): object {
  const copy: Record<string, unknown> = { ...target }
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype']
const pollutionPayload = fc.constantFrom<unknown>(
  { polluted: 'yes', isAdmin: true, role: 'admin' },
  { prototype: { polluted: 'yes' } },
  'polluted',
  null,
)

const word = fc.stringMatching(/^[a-z]{1,12}$/)

function wellFormedString(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 60, Math.max(min, 60))
  const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength ?? Infinity)
  if (schema.format === 'uuid') return fc.uuid({ version: 4 })
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  if (schema.format === 'email' || /email/i.test(key)) {
    return fc.tuple(word, word).map(([name, host]) => `${name}@${host}.test`)
  }
  if (/url/i.test(key) || schema.format === 'uri') return word.map((path) => `https://example.test/${path}`)
  if (key === 'slug') return fc.stringMatching(/^[a-z0-9-]{1,30}$/)
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  }
  return fc
    .oneof(fc.string({ minLength: Math.max(min, 1), maxLength: max }), fc.lorem({ maxCount: 8 }).filter(fits))
    .filter(fits)
}

/** A value the schema accepts, as far as a JSON schema can say (zod's refinements may still refuse it). */
export function wellFormed(
  schema: JsonSchema,
  components: Components,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components)
  if (resolved.const !== undefined) return fc.constant(resolved.const)
  if (resolved.enum) return fc.constantFrom(...resolved.enum)
  const choices = resolved.oneOf ?? resolved.anyOf
  if (choices) return fc.oneof(...choices.map((choice) => wellFormed(choice, components, key, depth)))
  if (Array.isArray(resolved.type)) {
    return fc.oneof(...resolved.type.map((type) => wellFormed({ ...resolved, type }, components, key, depth)))
  }
  switch (resolved.type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: resolved.minimum ?? -1000, max: resolved.maximum ?? 1000 })
    case 'number':
      return fc.double({ min: resolved.minimum ?? -1000, max: resolved.maximum ?? 1000, noNaN: true })
    case 'string':
      return wellFormedString(resolved, key)
    case 'array':
      return fc.array(wellFormed(resolved.items ?? {}, components, key, depth + 1), {
        minLength: resolved.minItems ?? 0,
        maxLength: Math.max(resolved.minItems ?? 0, Math.min(resolved.maxItems ?? 3, 3)),
      })
    case 'object': {
      const properties = resolved.properties ?? {}
      if (Object.keys(properties).length === 0 || depth > 4) return fc.constant({})
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          wellFormed(property, components, name, depth + 1),
        ]),
      )
      return fc.record(model, { requiredKeys: resolved.required ?? [] })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

type Mutation = (value: Record<string, unknown>) => fc.Arbitrary<unknown>

/**
 * A well-formed value made wrong in one or more ways: a required field dropped, a field of the wrong type,
 * a huge or hostile string, extra and prototype-polluting keys, or not an object at all.
 */
export function mutated(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components)
  const requiredOf = (value: Record<string, unknown>) =>
    (resolved.required ?? []).filter((key) => key in value).concat(Object.keys(value))
  const pickKey = (value: Record<string, unknown>) => {
    const keys = requiredOf(value)
    return keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('missing')
  }
  const mutations: Mutation[] = [
    (value) =>
      pickKey(value).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
    (value) => fc.tuple(pickKey(value), nastyValue).map(([key, wrong]) => ({ ...value, [key]: wrong })),
    (value) =>
      fc
        .tuple(pickKey(value), fc.constantFrom(30_000, 60_000, 100_000), fc.constantFrom('a', 'é', '👑'))
        .map(([key, length, unit]) => ({ ...value, [key]: unit.repeat(Math.ceil(length / unit.length)) })),
    (value) =>
      fc
        .tuple(fc.constantFrom(...pollutionKeys), pollutionPayload)
        .map(([key, payload]) => withOwnKey(value, key, payload)),
    (value) =>
      fc
        .dictionary(fc.oneof(nastyString, word), nastyValue, { minKeys: 1, maxKeys: 4 })
        .map((extra) => ({ ...extra, ...value, ...extra })),
    (value) =>
      fc
        .tuple(pickKey(value), fc.integer({ min: 1, max: 3000 }))
        .map(([key, depth]) => ({ ...value, [key]: nest(depth) })),
    (value) =>
      pickKey(value).map((key) => {
        const inner = value[key]
        return {
          ...value,
          [key]:
            inner && typeof inner === 'object' ? withOwnKey(inner, '__proto__', { polluted: 1 }) : [inner],
        }
      }),
    () => nastyValue,
  ]
  const once = (value: unknown): fc.Arbitrary<unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fc.constantFrom(...mutations).chain((mutation) => mutation(value as Record<string, unknown>))
      : fc.oneof(nastyValue, fc.constant({ value }))
  return wellFormed(resolved, components).chain((value) =>
    fc.integer({ min: 1, max: 3 }).chain((times) => {
      let arbitrary = once(value)
      for (let i = 1; i < times; i += 1) arbitrary = arbitrary.chain(once)
      return arbitrary
    }),
  )
}

function nest(depth: number): unknown {
  let value: unknown = []
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value }
  return value
}
