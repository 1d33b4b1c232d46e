import { z } from 'zod'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import {
  type ComposedScroll,
  type ScrollRequest,
  scrollParagraphSchema,
} from '@/domain/scribe/scroll-request'
import { refusedDraftMessage, scrollBudget, scrollInstructions, scrollOrderMessage } from './model-prompt'
import { refuseModelScroll } from './model-scroll-checks'
import type { ScrollWriter, WrittenScroll } from './scroll-writer'

const text = (max: number) => z.string().trim().min(1).max(max)

// what the model must answer: the scroll's own parts but the lines the shop keeps (sign-off, signature,
// seal) and the pages, so the PDF and the emails need not know who wrote it
const modelScrollSchema = z.object({
  title: text(120),
  salutation: text(300),
  paragraphs: z
    .array(scrollParagraphSchema.safeExtend({ text: text(3000) }))
    .min(1)
    .max(40),
  curse: text(1500),
} satisfies Record<keyof Omit<ComposedScroll, 'pages' | 'signOff' | 'signature' | 'sealLine'>, z.ZodType>)
type ModelDraft = z.infer<typeof modelScrollSchema>

// the part of an OpenAI-compatible chat completion read here
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }).optional() })).optional(),
})

type Message = { role: 'system' | 'user' | 'assistant'; content: string }

/** The model gave no draft at all: the engine writes without asking it again. */
class ModelUnavailable extends Error {}

export type ModelWriterOptions = {
  url: string
  apiKey?: string
  model: string
  /** for each answer of the model */
  timeoutMs: number
  /** drafts asked for again after a refused one, the reasons told, before the engine writes (0 to 3) */
  retries: number
  onFallback?: (error: unknown) => void
}

/** A draft as the JSON asked for, or why it is not; a model may wrap its JSON in a Markdown fence. */
function readDraft(content: string): { ok: true; draft: ModelDraft } | { ok: false; reason: string } {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let json: unknown
  try {
    json = JSON.parse(unfenced)
  } catch {
    return { ok: false, reason: 'the answer was not the JSON asked for' }
  }
  const parsed = modelScrollSchema.safeParse(json)
  if (parsed.success) return { ok: true, draft: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    reason: `the answer was not the JSON asked for (${issue?.path.join('.')}: ${issue?.message})`,
  }
}

// the engine sets ALL CAPS on the body and the closing; so does the shop on a model's text
function withCaps(scroll: ComposedScroll, request: ScrollRequest): ComposedScroll {
  if (!request.flags.allCaps) return scroll
  return {
    ...scroll,
    paragraphs: scroll.paragraphs.map((paragraph) => ({ ...paragraph, text: paragraph.text.toUpperCase() })),
    curse: scroll.curse.toUpperCase(),
  }
}

/** A number from the scroll's seed, so a fresh draft (a new seed) asks the model for a different text. */
function seedNumber(seed: string): number {
  let hash = 0x811c9dc5
  for (const char of seed) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return hash >>> 0
}

/**
 * An OpenAI-compatible chat endpoint writes the scroll from a prompt that knows the product
 * (`model-prompt.ts`). Each draft is checked (`model-scroll-checks.ts`); a refused one is asked for again
 * with the reasons, up to `retries` times. After the last refusal, or when the model gives no draft
 * (unreachable, an error status, no answer in time), the shop's own engine writes the scroll, and the
 * answer says why.
 */
export function createModelWriter(options: ModelWriterOptions): ScrollWriter {
  const endpoint = `${options.url.replace(/\/$/, '')}/chat/completions`
  return {
    kind: 'model',
    async write(request): Promise<WrittenScroll> {
      // the engine's scroll lends the model's its sign-off, signature and seal line, and is the fallback
      const engine = composeScroll(request)
      const refusals: string[][] = []
      let failure: string | undefined
      try {
        const budget = scrollBudget(request)
        const messages: Message[] = [
          { role: 'system', content: scrollInstructions(request, budget) },
          { role: 'user', content: scrollOrderMessage(request) },
        ]
        for (let attempt = 0; attempt <= options.retries; attempt++) {
          const content = await complete(messages, request.seed)
          const read = readDraft(content)
          if (read.ok) {
            const { signOff, signature, sealLine } = engine
            const scroll = { ...read.draft, signOff, signature, sealLine, pages: budget.pages }
            const reasons = refuseModelScroll(scroll, request, budget.words)
            if (reasons.length === 0)
              return { scroll: withCaps(scroll, request), writtenBy: 'model', refusals }
            refusals.push(reasons)
          } else {
            refusals.push([read.reason])
          }
          const reasons = refusals.at(-1) ?? []
          messages.push(
            { role: 'assistant', content },
            { role: 'user', content: refusedDraftMessage(reasons) },
          )
        }
        options.onFallback?.(new Error(`every draft of the model was refused: ${refusals.flat().join('; ')}`))
      } catch (error) {
        failure = error instanceof ModelUnavailable ? error.message : 'the model’s draft could not be read'
        options.onFallback?.(error)
      }
      return { scroll: engine, writtenBy: 'engine', refusals, ...(failure ? { failure } : {}) }
    },
  }

  /** One answer of the model to the conversation so far. */
  async function complete(messages: Message[], seed: string): Promise<string> {
    let body: unknown
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.9,
          seed: seedNumber(seed),
          response_format: { type: 'json_object' },
          messages,
        }),
      })
      if (!response.ok) throw new ModelUnavailable(`the model answered ${response.status}`)
      body = await response.json()
    } catch (error) {
      if (error instanceof ModelUnavailable) throw error
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new ModelUnavailable(
        timedOut
          ? `the model did not answer within ${options.timeoutMs} ms`
          : 'the model could not be reached',
        { cause: error },
      )
    }
    const completion = completionSchema.safeParse(body)
    if (!completion.success) throw new ModelUnavailable('the model’s answer was no chat completion')
    return completion.data.choices?.[0]?.message?.content ?? ''
  }
}
