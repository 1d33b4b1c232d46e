import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { goodDraft, snoreRequest } from './model-scroll.fixtures'
import { createModelWriter } from './model-writer'

type Sent = { model: string; seed: number; messages: Array<{ role: string; content: string }> }
type Answer = { status: number; body: unknown } | 'hang'

// a local stand-in for an OpenAI-compatible endpoint: each test queues its answers, the last one repeats
let answers: Answer[] = []
let received: Array<{ authorization?: string; body: Sent }> = []
let server: Server
let url = ''

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) })
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    if (!answer || answer === 'hang') return
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  received = []
})

const says = (content: unknown): Answer => ({
  status: 200,
  body: {
    choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
  },
})
const answerWith = (...queue: Answer[]) => {
  answers = queue
}

const writer = (retries = 1) =>
  createModelWriter({ url, apiKey: 'sk-test', model: 'scribe-1', timeoutMs: 300, retries })

const short = { ...goodDraft, paragraphs: [{ text: 'Sir Snore snoreth.' }] }
const withPlaceholder = { ...goodDraft, salutation: 'To {{target}}, Sir Snore,' }
const wrongName = JSON.parse(JSON.stringify(goodDraft).replaceAll('Sir Snore', 'Lady Quiet'))
const hostile = {
  ...goodDraft,
  paragraphs: [
    ...goodDraft.paragraphs,
    { text: 'I know where you live, and I will burn thy house down tonight.' },
  ],
}

describe('the model writer', () => {
  it('keeps a good draft, with the shop’s own sign-off, signature and seal line', async () => {
    answerWith(says(goodDraft))
    const result = await writer().write(snoreRequest)
    const engine = composeScroll(snoreRequest)
    expect(result).toMatchObject({ writtenBy: 'model', refusals: [] })
    expect(result.scroll).toMatchObject({
      title: goodDraft.title,
      paragraphs: goodDraft.paragraphs,
      signOff: engine.signOff,
      signature: engine.signature,
      sealLine: engine.sealLine,
      pages: 1,
    })
    expect(received).toHaveLength(1)
    const sent = received[0]
    expect(sent?.authorization).toBe('Bearer sk-test')
    expect(sent?.body.model).toBe('scribe-1')
    expect(sent?.body.seed).toEqual(expect.any(Number))
    expect(sent?.body.messages[0]?.content).toContain('Product: Classic Scroll')
    expect(sent?.body.messages[1]?.content).toContain('"targetName":"Sir Snore"')
    // the anonymous customer's name never leaves the shop
    expect(JSON.stringify(sent?.body)).not.toContain('Hilda')
  })

  it('accepts a draft wrapped in a Markdown fence, and sets ALL CAPS itself', async () => {
    answerWith(says(`\`\`\`json\n${JSON.stringify(goodDraft)}\n\`\`\``))
    const result = await writer().write({ ...snoreRequest, flags: { ...snoreRequest.flags, allCaps: true } })
    expect(result.writtenBy).toBe('model')
    expect(result.scroll.paragraphs[0]?.text).toBe(goodDraft.paragraphs[0]?.text.toUpperCase())
    expect(result.scroll.curse).toBe(goodDraft.curse.toUpperCase())
  })

  it.each([
    ['too short', short, /^it is \d+ words long, fewer than the 150 to 240 asked for$/],
    ['holding a placeholder', withPlaceholder, /^it leaves a template’s placeholder \(\{\{\)$/],
    ['addressed to someone else', wrongName, /^it never names Sir Snore$/],
    ['threatening', hostile, /^it breaks the Scribes’ Code: no threats of real harm$/],
    ['not the JSON asked for', 'Once upon a time', /^the answer was not the JSON asked for$/],
    [
      'missing its closing',
      { ...goodDraft, curse: '' },
      /^the answer was not the JSON asked for \(curse: .+\)$/,
    ],
  ])('refuses a draft %s twice, then lets the engine write', async (_case, draft, reason) => {
    answerWith(says(draft))
    const result = await writer().write(snoreRequest)
    expect(result.writtenBy).toBe('engine')
    expect(result.scroll).toEqual(composeScroll(snoreRequest))
    expect(result.refusals).toHaveLength(2)
    for (const reasons of result.refusals) expect(reasons).toContainEqual(expect.stringMatching(reason))
    expect(received).toHaveLength(2)
  })

  it('tells the model why its draft was refused, and keeps the mended one', async () => {
    answerWith(says(wrongName), says(goodDraft))
    const result = await writer().write(snoreRequest)
    expect(result).toMatchObject({ writtenBy: 'model', refusals: [['it never names Sir Snore']] })
    const retry = received[1]?.body.messages ?? []
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(retry[2]?.content).toBe(JSON.stringify(wrongName))
    expect(retry[3]?.content).toContain('- it never names Sir Snore')
  })

  it('asks once only with no retries set', async () => {
    answerWith(says(short))
    const result = await writer(0).write(snoreRequest)
    expect(result.writtenBy).toBe('engine')
    expect(result.refusals).toHaveLength(1)
    expect(received).toHaveLength(1)
  })

  it.each([
    ['an error status', { status: 500, body: { error: 'overloaded' } }, 'the model answered 500'],
    ['no answer within the timeout', 'hang' as const, 'the model did not answer within 300 ms'],
    [
      'an answer that is no chat completion',
      { status: 200, body: { choices: 'none' } },
      'no chat completion',
    ],
  ])('lets the engine write at once after %s, saying why', async (_case, answer, failure) => {
    answerWith(answer)
    const result = await writer().write(snoreRequest)
    expect(result.writtenBy).toBe('engine')
    expect(result.failure).toContain(failure)
    expect(result.refusals).toEqual([])
    expect(received).toHaveLength(1)
  })

  it('reports why it could not reach the model', async () => {
    const closed = createModelWriter({ url: 'http://127.0.0.1:9', model: 'm', timeoutMs: 300, retries: 1 })
    const result = await closed.write(snoreRequest)
    expect(result).toMatchObject({ writtenBy: 'engine', failure: 'the model could not be reached' })
  })
})
