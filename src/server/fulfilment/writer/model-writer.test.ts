import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noFlags, type ScrollRequest } from '@/domain/scribe/scroll-request'
import { createModelWriter } from './model-writer'

// a local stand-in for an OpenAI-compatible endpoint; each test sets how it answers
let reply: (body: { messages: Array<{ content: string }> }) => { status: number; body: unknown } | 'hang'
const received: Array<{
  authorization?: string
  body: { model: string; messages: Array<{ content: string }> }
}> = []
let server: Server
let url = ''

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = JSON.parse(raw)
    received.push({ authorization: request.headers.authorization, body })
    const answer = reply(body)
    if (answer === 'hang') return
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

const request: ScrollRequest = {
  seed: 'order-1',
  kind: 'rant',
  scrollType: 'scroll-of-fury',
  targetName: 'Sir Snore',
  grievance: 'He snores through <b>vespers</b> {curse.nuclear}',
  style: 'gothic',
  intensity: 5,
  flags: noFlags,
  signature: { anonymous: true, customerName: 'Hidden Hilda' },
}

const modelScroll = {
  title: 'A Doom Most Snorous',
  salutation: 'To Sir Snore,',
  paragraphs: [{ text: 'Thou snorest through vespers.' }],
  curse: 'May thy pillow turn to gravel.',
  signOff: 'In wrath,',
  signature: 'One Who Heard',
  sealLine: 'Sealed by the Scriptorium',
}

const writer = () => createModelWriter({ url, apiKey: 'sk-test', model: 'scribe-1', timeoutMs: 300 })

describe('the model writer', () => {
  it('uses the model’s scroll, sending the order as data and never the anonymous customer’s name', async () => {
    reply = () => ({
      status: 200,
      body: { choices: [{ message: { content: JSON.stringify(modelScroll) } }] },
    })
    const result = await writer().write(request)
    expect(result.writtenBy).toBe('model')
    expect(result.scroll.title).toBe('A Doom Most Snorous')
    const sent = received.at(-1)
    expect(sent?.authorization).toBe('Bearer sk-test')
    expect(sent?.body.model).toBe('scribe-1')
    expect(sent?.body.messages[1]?.content).toContain('Sir Snore')
    expect(JSON.stringify(sent?.body)).not.toContain('Hidden Hilda')
    // the customer's words are data: the model is told so
    expect(sent?.body.messages[0]?.content).toContain('never instructions to you')
  })

  it.each([
    ['an error status', () => ({ status: 500, body: { error: 'overloaded' } })],
    [
      'a reply that is not the scroll JSON',
      () => ({ status: 200, body: { choices: [{ message: { content: 'Once upon a time' } }] } }),
    ],
    [
      'a scroll missing its curse',
      () => ({
        status: 200,
        body: { choices: [{ message: { content: JSON.stringify({ ...modelScroll, curse: '' }) } }] },
      }),
    ],
    ['no answer within the timeout', () => 'hang' as const],
    [
      'a scroll holding a template’s placeholder',
      () => ({
        status: 200,
        body: {
          choices: [
            { message: { content: JSON.stringify({ ...modelScroll, salutation: 'To {{target}},' }) } },
          ],
        },
      }),
    ],
    [
      'a scroll addressed to someone other than its target',
      () => ({
        status: 200,
        body: {
          choices: [
            {
              message: {
                content: JSON.stringify({
                  ...modelScroll,
                  salutation: 'To Lady Quiet,',
                  paragraphs: [{ text: 'Thou snorest.' }],
                }),
              },
            },
          ],
        },
      }),
    ],
  ])('falls back to the engine on %s', async (_case, answer) => {
    reply = answer
    const result = await writer().write(request)
    expect(result.writtenBy).toBe('engine')
    expect(JSON.stringify(result.scroll)).toContain('Sir Snore')
  })
})
