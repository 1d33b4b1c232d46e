/**
 * The scribe engine: turns one order into the scroll's text. Salutation, the grievance in the customer's
 * own words (quoted whole when short, quoted by its opening and retold when long), a body that escalates
 * towards the chosen intensity, the optional set pieces, the curse (or blessing), the sign-off and the
 * seal line. A scroll never says the same line twice. Pure and deterministic for a given seed.
 */
import { type IntensityLevel, intensityLabels, loveIntensities } from '../catalog-options'
import { withoutArticle } from '../text/articles'
import { excerptOf } from '../text/excerpt'
import { type Bindings, expandSymbol, startExpansion } from './phrase-grammar'
import { grammarAt, voiceFor } from './scribe-voices'
import {
  type ComposedScroll,
  type Emphasis,
  loveIntensityOf,
  type ScrollParagraph,
  type ScrollRequest,
} from './scroll-request'
import { createLineMemory } from './unsaid'

// body paragraphs of a one-page scroll by intensity; a multi-page saga gets enough for two or three pages
const rantBodyCounts = [2, 2, 3, 3, 3] as const
const loveBodyCount = 2
const sagaBodyCounts = { 2: 8, 3: 14 } as const

// customer text that already ends a sentence, or breaks off (a comma, a dash), gets no full stop inside
// the quotation
const ENDS_SENTENCE = /[.!?…,;:\-–—]["'”’)\]]*$/u

function stopAfter(text: string): string {
  return text === '' || ENDS_SENTENCE.test(text) ? '' : '.'
}

// a line break typed into a form field is no line break in the scroll (the PDF reads one as verse)
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim()

function bindingsOf(request: ScrollRequest): { bindings: Bindings; retold: boolean } {
  const grievance = excerptOf(request.grievance)
  const context = excerptOf(request.generationalContext ?? '').text
  const requests = oneLine(request.specificRequests)
  const target = oneLine(request.targetName) || 'Whomsoever It May Concern'
  const bindings = {
    target,
    // spoken to, a name drops its article: "thy name is spoken, landlord", not "spoken, the landlord"
    addressee: withoutArticle(target),
    grievance: grievance.text,
    stop: stopAfter(grievance.text),
    context,
    'context-stop': stopAfter(context),
    requests,
    'requests-stop': stopAfter(requests),
  }
  return { bindings, retold: !grievance.whole }
}

/** Pages the engine writes for: one, or two to three for a multi-page scroll (three from Burning Fury). */
export function pagesFor(request: ScrollRequest): number {
  if (!request.flags.multiPage) return 1
  return request.intensity >= 4 ? 3 : 2
}

/** The level of each body paragraph: a rant climbs from two steps below its intensity to the top. */
function bodyLevels(request: ScrollRequest, count: number): IntensityLevel[] {
  const top = request.intensity
  const start = request.kind === 'love' ? top : Math.max(1, top - 2)
  return Array.from({ length: count }, (_, index) => {
    const share = count === 1 ? 1 : index / (count - 1)
    return Math.round(start + (top - start) * share) as IntensityLevel
  })
}

function bodyCount(request: ScrollRequest, pages: number, setPieces: number): number {
  if (pages === 2 || pages === 3) return sagaBodyCounts[pages]
  const count = request.kind === 'love' ? loveBodyCount : (rantBodyCounts[request.intensity - 1] ?? 2)
  // a single page has room for so much: set pieces, capitals (wider) and tantrums (taller) take the
  // room of body paragraphs
  const load = setPieces + (request.flags.allCaps ? 1 : 0) + (request.flags.fontTantrums ? 1 : 0)
  return load >= 2 ? Math.max(1, count - load + 1) : count
}

function markEmphasis(request: ScrollRequest, paragraphs: ScrollParagraph[], body: number[]): void {
  const mark = (index: number | undefined, emphasis: Emphasis, over = false) => {
    const paragraph = index === undefined ? undefined : paragraphs[index]
    if (paragraph && (over || !paragraph.emphasis)) paragraph.emphasis = emphasis
  }
  const last = body.at(-1)
  if (request.kind === 'rant' && request.intensity >= 4) mark(last, 'shout')
  if (request.flags.fontTantrums) {
    mark(last, 'tantrum', true)
    if (body.length > 4) mark(body[Math.floor(body.length / 2)], 'tantrum', true)
  }
  if (request.flags.cursedFonts) {
    for (const [position, index] of body.entries()) if (position % 3 === 0) mark(index, 'cursed')
  }
}

export function composeScroll(request: ScrollRequest): ComposedScroll {
  const state = startExpansion(request.seed)
  const voice = voiceFor(request.kind, request.style)
  const { bindings, retold } = bindingsOf(request)
  const say = (symbol: string, level: IntensityLevel = request.intensity) =>
    expandSymbol(grammarAt(voice, level), symbol, bindings, state)
  const love = request.kind === 'love'
  const pages = pagesFor(request)
  const lines = createLineMemory()

  const title = lines.remember(say('title'))
  const salutation = lines.remember(say('salutation'))
  const proclaim = bindings.grievance
    ? `${say('proclaim')}${retold ? ` ${say('grievance-more')}` : ''}`
    : say('proclaim-vague')
  const paragraphs: ScrollParagraph[] = [{ text: lines.remember(proclaim) }]
  const add = (produce: () => string, emphasis?: Emphasis): number | null => {
    const text = lines.unsaid(produce)
    if (text === '') return null
    return paragraphs.push(emphasis ? { text, emphasis } : { text }) - 1
  }

  const eternal = !love && request.scrollType === 'eternal-scroll'
  const setPieces = [eternal, request.flags.ancestralWisdom, bindings.requests !== ''].filter(Boolean).length
  const levels = bodyLevels(request, bodyCount(request, pages, setPieces))
  const body: number[] = []
  levels.forEach((level, index) => {
    // two paragraphs in three of a saga are interludes (rumours, catalogues, prophecies; memories in love)
    // drawn from the large shared stock, so a long scroll does not wear its voice thin
    const interlude = pages > 1 && index % 3 !== 0 && index < levels.length - 1
    const toned = !love && request.tone !== undefined && index % 4 === 0
    const added = add(() => {
      const text = say(interlude ? 'interlude' : 'body', level)
      return toned ? `${say(`tone.${request.tone}`)} ${text}` : text
    })
    if (added !== null) body.push(added)
  })
  markEmphasis(request, paragraphs, body)

  if (love || request.intensity <= 2) add(() => say('aside'), 'whisper')
  if (eternal) add(() => say('eternal-line'))
  if (request.flags.ancestralWisdom) add(() => say(bindings.context ? 'wisdom-context' : 'wisdom'))
  if (bindings.requests) add(() => say('requests'))

  let curse = lines.unsaid(() => say('curse-block')) || say('curse-block')
  const signOff = say('signoff')
  const customerName = oneLine(request.signature.customerName)
  const signature = request.signature.anonymous || customerName === '' ? say('anon') : customerName
  const label = love
    ? loveIntensities[loveIntensityOf(request.intensity)].label
    : intensityLabels[request.intensity]
  const sealLine = `${say('seal')} · ${label}`

  if (request.flags.allCaps) {
    for (const paragraph of paragraphs) paragraph.text = paragraph.text.toUpperCase()
    curse = curse.toUpperCase()
  }
  return { title, salutation, paragraphs, curse, signOff, signature, sealLine, pages }
}
