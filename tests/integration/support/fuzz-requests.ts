/**
 * Requests for one OpenAPI operation, drawn by fast-check: path parameters, query strings and bodies that
 * are well-formed, subtly wrong or plainly malformed, sent with the right, a wrong or no Content-Type.
 */
import fc from 'fast-check'
import { type Components, type JsonSchema, mutated, nastyString, nastyValue, wellFormed } from './fuzz-values'

export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema }

export type Operation = {
  method: string
  path: string
  access: string
  parameters: Parameter[]
  body?: { contentType: string; schema: JsonSchema; required: boolean }
}

export type FuzzRequest = {
  url: string
  method: string
  headers: Record<string, string>
  body?: string | Uint8Array
  /** what was drawn, for the failure report */
  note: string
}

const bodyLimit = 64 * 1024

/** Ids of rows that exist, by table, so some drawn paths reach past the look-up into the handler. */
export type KnownIds = Record<string, string[]>

// the ids of the table the path names before the parameter (`/orders/{id}` -> orders), else of any table
function idsFor(path: string, parameter: string, known: KnownIds): string[] {
  const before =
    path
      .split(`/{${parameter}}`)[0]
      ?.split('/')
      .filter((part) => !part.startsWith('{'))
      .pop() ?? ''
  const stem = before.replace(/-/g, '_').replace(/s$/, '')
  const tables = Object.keys(known).filter((table) => stem !== '' && table.includes(stem))
  const ids = (tables.length > 0 ? tables : Object.keys(known)).flatMap((table) => known[table] ?? [])
  return ids
}

const pathValue = (parameter: Parameter, components: Components, knownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: wellFormed(parameter.schema ?? {}, components, parameter.name).map(String) },
    { weight: 4, arbitrary: knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '999999999999999999999', 'null', 'ZZZZ') },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 8_000 }).map((n) => 'x'.repeat(n)) },
  )

// sent as they are, not escaped: encodings and dot segments that a path parser may take apart
const rawSegments = fc.constantFrom(
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '.',
  '..',
  '%C0%AE',
)

function substitute(path: string, values: Record<string, { text: string; raw: boolean }>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? { text: 'missing', raw: false }
    return value.raw ? value.text : encodePart(value.text)
  })
}

// a lone surrogate has no UTF-8: sent as the bytes a careless client would send for it
const encodePart = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd')).replaceAll(
      '%EF%BF%BD',
      '%ED%A0%80',
    )
  }
}

const queryValue = (parameter: Parameter, components: Components) =>
  fc.oneof(
    { weight: 4, arbitrary: wellFormed(parameter.schema ?? {}, components, parameter.name).map(String) },
    { weight: 3, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('-1', '0', '1e308', 'NaN', '1.5', '99999999999999999999', 'true', ''),
    },
  )

function queryString(parameters: Parameter[], components: Components): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query')
  const valid = (parameter: Parameter) =>
    wellFormed(parameter.schema ?? {}, components, parameter.name).map((value) => [String(value)])
  // a query as the client sends it: each parameter left out or well-formed
  const wellFormedPairs = fc.tuple(
    ...query.map((parameter) =>
      parameter.required ? valid(parameter) : fc.oneof(fc.constant<string[]>([]), valid(parameter)),
    ),
  )
  const anyPairs = fc.tuple(
    ...query.map((parameter) =>
      fc.oneof(
        { weight: parameter.required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
        { weight: 4, arbitrary: queryValue(parameter, components).map((value) => [value]) },
        { weight: 1, arbitrary: fc.array(queryValue(parameter, components), { minLength: 2, maxLength: 3 }) },
      ),
    ),
  )
  const extra = fc.array(
    fc.tuple(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'page[]', 'a[b]')),
      nastyString,
    ),
    { maxLength: 2 },
  )
  const named = (drawn: string[][]) =>
    drawn.flatMap((values, i) => values.map((value) => [query[i]?.name ?? '', value] as const))
  return fc
    .oneof(
      { weight: 1, arbitrary: wellFormedPairs.map((drawn) => ({ entries: named(drawn), encode: true })) },
      {
        weight: 2,
        arbitrary: fc.tuple(anyPairs, extra, fc.boolean()).map(([drawn, extras, encode]) => ({
          entries: [...named(drawn), ...extras],
          encode,
        })),
      },
    )
    .map(({ entries, encode }) => {
      if (encode || entries.length === 0)
        return new URLSearchParams(entries.map(([k, v]) => [k, v])).toString()
      // a hand-made query string: unescaped or broken percent-encodings as a client might send them
      return entries
        .map(([key, value]) => `${key.replace(/[#&=]/g, '')}=${value.replace(/[#&]/g, '')}`)
        .join('&')
    })
}

const malformedJson = fc.constantFrom(
  '',
  '{',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '\ufeff{}',
  'undefined',
  '{"a": "\\ud800"}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"a": 1}{"b": 2}',
  '\u0000',
  '{"a": "unterminated',
  '"just a string"',
  '12345678901234567890123456789',
  'null',
  'true',
  '[]',
)

const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/octet-stream',
  'application/jsonp',
  ';;;',
)

type Body = { body?: string | Uint8Array; contentType?: string; note: string }

function jsonBody(operation: Operation, components: Components): fc.Arbitrary<Body> {
  const schema = operation.body?.schema ?? { type: 'object' }
  const json = (value: unknown) => JSON.stringify(value) ?? 'null'
  return fc.oneof(
    {
      weight: 2,
      arbitrary: wellFormed(schema, components).map((value) => ({ body: json(value), note: 'well-formed' })),
    },
    {
      weight: 6,
      arbitrary: mutated(schema, components).map((value) => ({ body: json(value), note: 'mutated' })),
    },
    { weight: 2, arbitrary: malformedJson.map((body) => ({ body, note: 'malformed json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wellFormed(schema, components), wrongContentTypes, fc.boolean())
        .map(([value, contentType, asJson]) => ({
          body: asJson ? json(value) : 'name=a&email=b%40c.test&__proto__[polluted]=1',
          contentType,
          note: `content-type ${contentType}`,
        })),
    },
    {
      weight: 1,
      arbitrary: wellFormed(schema, components).map((value) => ({
        body: json(value),
        contentType: '',
        note: 'no content-type',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(bodyLimit - 200, bodyLimit + 1, bodyLimit * 3).map((size) => ({
        body: JSON.stringify({ padding: 'p'.repeat(size) }),
        note: `about ${size} bytes`,
      })),
    },
    { weight: 1, arbitrary: fc.constant({ note: 'no body' }) },
  )
}

function binaryBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 512 }).map((bytes) => ({ body: bytes, note: 'bytes' })),
    fc.constant({ body: new Uint8Array(0), note: 'empty upload' }),
    nastyValue.map((value) => ({
      body: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
      note: 'json upload',
    })),
    wrongContentTypes.map((contentType) => ({
      body: 'hello',
      contentType,
      note: `upload as ${contentType}`,
    })),
  )
}

/** One drawn request for the operation, without the caller's cookie and origin. */
export function requestFor(
  operation: Operation,
  components: Components,
  known: KnownIds,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const pathValues = fc.tuple(
    ...pathParameters.map((parameter) =>
      fc.oneof(
        {
          weight: 9,
          arbitrary: pathValue(parameter, components, idsFor(operation.path, parameter.name, known)).map(
            (text) => ({ text, raw: false }),
          ),
        },
        { weight: 1, arbitrary: rawSegments.map((text) => ({ text, raw: true })) },
      ),
    ),
  )
  const hasBody = operation.method !== 'get' && operation.method !== 'delete'
  const body: fc.Arbitrary<Body> = !hasBody
    ? fc.constant({ note: '' })
    : operation.body?.contentType === 'application/octet-stream'
      ? binaryBody()
      : jsonBody(operation, components)
  return fc
    .tuple(pathValues, queryString(operation.parameters, components), body)
    .map(([values, query, drawn]) => {
      const named = Object.fromEntries(
        pathParameters.map((parameter, i) => [parameter.name, values[i] as { text: string; raw: boolean }]),
      )
      const url = `${substitute(operation.path, named)}${query ? `?${query}` : ''}`
      const defaultType = operation.body?.contentType ?? 'application/json'
      const contentType = drawn.contentType ?? (drawn.body === undefined ? undefined : defaultType)
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
      return {
        url,
        method: operation.method.toUpperCase(),
        headers,
        body: drawn.body,
        note: drawn.note,
      }
    })
}
