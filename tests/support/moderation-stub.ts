import { createServer } from 'node:http'
import { z } from 'zod'

/** How the stub answers one request: a JSON body, raw text, or never (to run past a timeout). */
export type ModerationStubAnswer =
  | { status: number; body: unknown }
  | { status: number; text: string }
  | 'hang'

export type ModerationStubRequest = { path: string; authorization?: string; body: unknown }

const openAiCategories = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
]

/** One result as OpenAI's /moderations sends it, with the named categories flagged and the rest not. */
export function moderationResult(flaggedCategories: string[] = []) {
  const flagged = (category: string) => flaggedCategories.includes(category)
  return {
    flagged: flaggedCategories.length > 0,
    categories: Object.fromEntries(openAiCategories.map((category) => [category, flagged(category)])),
    category_scores: Object.fromEntries(
      openAiCategories.map((category) => [category, flagged(category) ? 0.91 : 0.0004]),
    ),
  }
}

const inputSchema = z.object({ input: z.array(z.string()) })

/**
 * A local stand-in for an OpenAI-compatible moderation endpoint on 127.0.0.1. It records every request and,
 * unless told otherwise, answers each input as clean.
 */
export async function startModerationStub() {
  const received: ModerationStubRequest[] = []
  const clean = (input: string[]): ModerationStubAnswer => ({
    status: 200,
    body: { id: 'modr-stub', model: 'omni-moderation-latest', results: input.map(() => moderationResult()) },
  })
  let answer = clean
  const server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body: unknown = JSON.parse(raw)
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
    const parsed = inputSchema.safeParse(body)
    const reply = answer(parsed.success ? parsed.data.input : [])
    if (reply === 'hang') return
    const text = 'text' in reply ? reply.text : JSON.stringify(reply.body)
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the stub has no TCP port')
  return {
    /** the origin, with no path: add `/v1` or `/v1/moderations` */
    origin: `http://127.0.0.1:${address.port}`,
    received,
    answerWith(next: (input: string[]) => ModerationStubAnswer) {
      answer = next
    },
    reset() {
      answer = clean
      received.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
