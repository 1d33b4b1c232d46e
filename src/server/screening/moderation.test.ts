import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { moderationResult, startModerationStub } from '../../../tests/support/moderation-stub'
import { createModerator, type Moderator } from './moderation'

let stub: Awaited<ReturnType<typeof startModerationStub>>

beforeAll(async () => {
  stub = await startModerationStub()
})
beforeEach(() => stub.reset())
afterAll(() => stub.close())

const moderator = (overrides: { url?: string; apiKey?: string } = {}): Moderator => {
  const made = createModerator({
    MODERATION_URL: overrides.url ?? `${stub.origin}/v1`,
    MODERATION_API_KEY: 'apiKey' in overrides ? overrides.apiKey : 'sk-moderation',
    MODERATION_MODEL: 'omni-moderation-latest',
    MODERATION_TIMEOUT_MS: 200,
  })
  if (!made) throw new Error('a moderator was expected')
  return made
}

const texts = [
  { field: 'grievance', text: 'He ate the last of the mead and blamed the cat.' },
  { field: 'targets.0.name', text: 'Sir Barnaby' },
  { field: 'specificRequests', text: 'Mention his dreadful lute.' },
]

describe('the moderation second opinion', () => {
  it('is not made when MODERATION_URL is unset', () => {
    expect(
      createModerator({ MODERATION_MODEL: 'omni-moderation-latest', MODERATION_TIMEOUT_MS: 200 }),
    ).toBeUndefined()
  })

  it('finds nothing in clean texts', async () => {
    expect(await moderator().check(texts)).toEqual({ findings: [] })
  })

  it('sends every text in one request, in order, with the key and the model', async () => {
    await moderator().check(texts)
    expect(stub.received).toEqual([
      {
        path: '/v1/moderations',
        authorization: 'Bearer sk-moderation',
        body: { model: 'omni-moderation-latest', input: texts.map(({ text }) => text) },
      },
    ])
  })

  it('sends no Authorization header without a key', async () => {
    await moderator({ apiKey: undefined }).check(texts)
    expect(stub.received[0]?.authorization).toBeUndefined()
  })

  it.each([
    ['a base URL', '/v1', '/v1/moderations'],
    ['a base URL with a trailing slash', '/v1/', '/v1/moderations'],
    ['the full endpoint', '/v1/moderations', '/v1/moderations'],
    ['another path to the full endpoint', '/openai/moderations', '/openai/moderations'],
  ])('accepts %s', async (_name, path, expected) => {
    expect(await moderator({ url: `${stub.origin}${path}` }).check(texts)).toEqual({ findings: [] })
    expect(stub.received.map((request) => request.path)).toEqual([expected])
  })

  it('names the field, the rule and the action for each flagged category it maps', async () => {
    stub.answerWith(() => ({
      status: 200,
      body: {
        results: [
          moderationResult(['harassment', 'harassment/threatening', 'violence']),
          moderationResult(),
          moderationResult(['sexual']),
        ],
      },
    }))
    const answer = await moderator().check(texts)
    expect(answer).toEqual({
      findings: [
        { field: 'grievance', rule: 'threat', match: 'moderation:harassment/threatening', action: 'refuse' },
        { field: 'grievance', rule: 'threat', match: 'moderation:violence', action: 'hold' },
        { field: 'specificRequests', rule: 'sexual', match: 'moderation:sexual', action: 'hold' },
      ],
    })
  })

  it.each([
    ['self-harm/intent', { rule: 'self-harm', action: 'refuse' }],
    ['self-harm', { rule: 'self-harm', action: 'hold' }],
    ['hate', { rule: 'hate', action: 'hold' }],
    ['hate/threatening', { rule: 'threat', action: 'refuse' }],
    ['sexual/minors', { rule: 'sexual', action: 'refuse' }],
  ])('maps %s to its rule and action', async (category, verdict) => {
    stub.answerWith((input) => ({
      status: 200,
      body: { results: input.map((_text, index) => moderationResult(index === 0 ? [category] : [])) },
    }))
    expect(await moderator().check(texts)).toEqual({
      findings: [{ field: 'grievance', match: `moderation:${category}`, ...verdict }],
    })
  })

  it('lets a roast through when it is only flagged as harassment', async () => {
    stub.answerWith((input) => ({
      status: 200,
      body: { results: input.map(() => moderationResult(['harassment', 'illicit', 'violence/graphic'])) },
    }))
    expect(await moderator().check(texts)).toEqual({ findings: [] })
  })

  it('is unavailable when the service does not answer in time', async () => {
    stub.answerWith(() => 'hang')
    const started = performance.now()
    expect(await moderator().check(texts)).toEqual({
      unavailable: 'the moderation service did not answer within 200 ms',
    })
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('is unavailable when the service answers with an error status', async () => {
    stub.answerWith(() => ({ status: 500, body: { error: { message: 'overloaded' } } }))
    expect(await moderator().check(texts)).toEqual({
      unavailable: 'the moderation service answered HTTP 500',
    })
  })

  it.each([
    ['not JSON', { status: 200, text: '<html>Bad Gateway</html>' }],
    ['JSON of another shape', { status: 200, body: { results: [{ flagged: 'no' }] } }],
  ])('is unavailable when the reply is %s', async (_name, reply) => {
    stub.answerWith(() => reply)
    expect(await moderator().check(texts)).toEqual({
      unavailable: 'the moderation service sent an unreadable reply',
    })
  })

  it('is unavailable when the reply has a result too few', async () => {
    stub.answerWith(() => ({ status: 200, body: { results: [moderationResult(), moderationResult()] } }))
    expect(await moderator().check(texts)).toEqual({
      unavailable: 'the moderation service sent 2 results for 3 texts',
    })
  })

  it('is unavailable when nothing listens at the address', async () => {
    const answer = await moderator({ url: `http://127.0.0.1:${await closedPort()}/v1` }).check(texts)
    expect(answer).toEqual({
      unavailable: expect.stringMatching(/^the moderation service could not be reached/),
    })
  })

  it('asks nothing when there is no text', async () => {
    expect(await moderator().check([])).toEqual({ findings: [] })
    expect(stub.received).toEqual([])
  })
})

// a port that was free a moment ago and has nothing listening on it now
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP port')
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return address.port
}
