/**
 * The scribe engine: turns one order into the scroll's text, built on the customer's story as the server
 * read it (`Story`). A rant runs charge -> evidence -> verdict -> sentence (the closing curse, with a
 * callback to the story); a love letter memory -> admiration -> declaration -> request; a saga in acts.
 * The voice's stock lines season the story and are tied back to it. The scroll fills the words its
 * product is sold by (`scroll-lengths.ts`) and never says the same line twice. Without a story (an old
 * row) the grievance is quoted. Pure and deterministic for a given seed.
 */
import { type IntensityLevel, intensityLabels, loveIntensities } from '../catalog-options'
import { scrollPages, wordRange } from '../scroll-lengths'
import { withoutArticle } from '../text/articles'
import { excerptOf } from '../text/excerpt'
import { splitSentences } from '../text/sentences'
import { type Bindings, canExpand, expandSymbol, rollInt, startExpansion } from './phrase-grammar'
import { grammarAt, voiceFor } from './scribe-voices'
import {
  type ComposedScroll,
  type Emphasis,
  loveIntensityOf,
  type ScrollParagraph,
  type ScrollRequest,
} from './scroll-request'
import { emptyStory, type Story } from './story'
import { createLineMemory } from './unsaid'

// a stock paragraph between the story's paragraphs, at most this many in a row
const STOCK_RUN = 1
const GEESE = /\b(?:geese|goose|gander|gosling)/i

// the most paragraphs the engine tries while filling a scroll to its words, and the most that may not fit
const MAX_PARAGRAPHS = 60
const MAX_MISSES = 6

// customer text that already ends a sentence, or breaks off (a comma, a dash), gets no full stop inside
// the quotation
const ENDS_SENTENCE = /[.!?…,;:\-–—]["'”’)\]]*$/u

function stopAfter(text: string): string {
  return text === '' || ENDS_SENTENCE.test(text) ? '' : '.'
}

// a line break typed into a form field is no line break in the scroll (the PDF reads one as verse)
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim()

// "the office fridge" -> "office fridge": a thing named after "every" or "may" in a curse
const bareNoun = (thing: string) => thing.replace(/^(?:the|a|an|my|thy|our|this|that|some|every)\s+/i, '')

function bindingsOf(request: ScrollRequest, story: Story): { bindings: Bindings; retold: boolean } {
  const grievance = excerptOf(request.grievance)
  const context = excerptOf(request.generationalContext ?? '').text
  const requests = oneLine(request.specificRequests)
  const target = oneLine(request.targetName) || 'Whomsoever It May Concern'
  const first = (list: readonly string[]) => oneLine(list[0])
  const bindings: Record<string, string> = {
    target,
    // spoken to, a name drops its article: "thy name is spoken, landlord", not "spoken, the landlord"
    addressee: withoutArticle(target),
    grievance: grievance.text,
    stop: stopAfter(grievance.text),
    context,
    'context-stop': stopAfter(context),
    requests,
    'requests-stop': stopAfter(requests),
    's-deed': first(story.deeds),
    's-deed2': oneLine(story.deeds[1]),
    's-plaint': first(story.plaints),
    's-thing': first(story.things),
    's-thing2': oneLine(story.things[1]),
    's-object': bareNoun(first(story.things)),
    's-count': first(story.counts),
    's-time': first(story.times),
    's-place': first(story.places),
    's-person': first(story.people),
    's-occasion': oneLine(story.occasion),
    's-mention': first(story.mentions),
  }
  return { bindings, retold: !grievance.whole }
}

/** The level of each body paragraph: a rant climbs from two steps below its intensity to the top. */
function levelAt(request: ScrollRequest, share: number): IntensityLevel {
  const top = request.intensity
  const start = request.kind === 'love' ? top : Math.max(1, top - 2)
  return Math.round(start + (top - start) * Math.min(1, share)) as IntensityLevel
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * The story's evidence, one specific at a time: each kind (things, counts, times, places, people, more
 * deeds, the wronged party's lines, what the customer asked to be mentioned) with the values not used yet.
 */
function evidenceOf(story: Story, love: boolean) {
  const queue: { symbol: string; values: Record<string, string> }[] = []
  const prefix = love ? 'admire' : 'evidence'
  const rounds = Math.max(story.things.length, story.counts.length, story.times.length, story.deeds.length, 1)
  for (let round = 0; round < rounds; round++) {
    const mention = story.mentions[round]
    if (mention)
      queue.push({ symbol: love ? 'admire-mention' : 'evidence-mention', values: { 's-mention': mention } })
    const deed = story.deeds[round + 1]
    if (deed) queue.push({ symbol: `${prefix}-deed`, values: { 's-deed2': deed } })
    const thing = story.things[round]
    if (thing) queue.push({ symbol: `${prefix}-thing`, values: { 's-thing': thing } })
    const count = story.counts[round]
    if (count) queue.push({ symbol: `${prefix}-count`, values: { 's-count': count } })
    const time = story.times[round]
    if (time) queue.push({ symbol: `${prefix}-time`, values: { 's-time': time } })
    const place = story.places[round]
    if (place) queue.push({ symbol: `${prefix}-place`, values: { 's-place': place } })
    const person = story.people[round]
    if (person && !love) queue.push({ symbol: 'evidence-person', values: { 's-person': person } })
    const plaint = story.plaints[round + (story.deeds.length === 0 ? 1 : 0)]
    if (plaint && !love) queue.push({ symbol: 'evidence-plaint', values: { 's-plaint': plaint } })
  }
  return queue
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
  const story = request.story ?? emptyStory
  // "make it rhyme": the poetic voice writes in rhyming couplets, whatever style was chosen
  const voice = voiceFor(request.kind, story.rhyme ? 'poetic' : request.style)
  const { bindings, retold } = bindingsOf(request, story)
  const say = (symbol: string, level: IntensityLevel = request.intensity, values?: Record<string, string>) =>
    expandSymbol(grammarAt(voice, level), symbol, values ? { ...bindings, ...values } : bindings, state)
  const can = (symbol: string, level: IntensityLevel = request.intensity) =>
    canExpand(grammarAt(voice, level), symbol, bindings)
  const love = request.kind === 'love'
  const pages = scrollPages({
    scrollType: request.scrollType,
    multiPage: request.flags.multiPage,
    intensity: request.intensity,
    requestedPages: request.pages,
  })
  const words = wordRange(request.scrollType, pages)
  // geese are the shop's oldest joke: a rant has them one time in eight, a love letter never
  const geese = !love && rollInt(state, 1, 8) === 1
  const lines = createLineMemory(request.alreadySaid, (sentence) => !geese && GEESE.test(sentence))

  const title = lines.remember(say('title'))
  const salutation = lines.remember(say('salutation'))
  const opening = openingOf()
  const paragraphs: ScrollParagraph[] = []
  const body: number[] = []
  const add = (produce: () => string, emphasis?: Emphasis): number | null => {
    const text = lines.unsaid(produce)
    if (text === '') return null
    return paragraphs.push(emphasis ? { text, emphasis } : { text }) - 1
  }
  paragraphs.push({ text: opening })

  // the closing parts are written first, so the story in between fills the words the product is sold by
  const eternal = !love && request.scrollType === 'eternal-scroll'
  const closing: (() => string)[] = []
  if (!love && can('verdict')) closing.push(() => say('verdict', request.intensity))
  else if (!love) closing.push(() => say('verdict-plain', request.intensity))
  if (love && request.intensity <= 2 && can('love-request')) closing.push(() => say('love-request'))
  if (love && request.intensity >= 3) closing.push(() => say('love-request'))
  if (eternal) closing.push(() => say('eternal-line'))
  if (request.flags.ancestralWisdom) closing.push(() => say(bindings.context ? 'wisdom-context' : 'wisdom'))
  if (love || request.intensity <= 2) closing.push(() => say('aside'))
  const closingTexts = closing.map((produce) => lines.unsaid(produce))

  let curse = lines.unsaid(() => say(can('callback') ? 'curse-block-story' : 'curse-block'))
  if (curse === '') curse = say('curse-block')
  const signOff = say('signoff')
  const customerName = oneLine(request.signature.customerName)
  const signature = request.signature.anonymous || customerName === '' ? say('anon') : customerName
  const label = love
    ? loveIntensities[loveIntensityOf(request.intensity)].label
    : intensityLabels[request.intensity]
  const sealLine = `${say('seal')} · ${label}`

  const fixedWords =
    wordsIn([title, salutation, curse, signOff, signature].join(' ')) +
    closingTexts.reduce((sum, text) => sum + wordsIn(text), 0)
  const total = () => fixedWords + paragraphs.reduce((sum, paragraph) => sum + wordsIn(paragraph.text), 0)

  // the story's evidence two or three specifics to a paragraph, with a stock paragraph between, tied back
  // to the story, until the scroll holds the words its product is sold by
  const evidence = evidenceOf(story, love)
  const acts = Math.max(pages, story.acts ?? 0)
  let stockRun = 0
  let misses = 0
  for (let round = 0; round < MAX_PARAGRAPHS && total() < words.min; round++) {
    const level = levelAt(request, total() / words.min)
    const room = words.max - total()
    const story = evidence.length > 0 && (body.length === 0 || stockRun >= STOCK_RUN)
    const take = story ? evidence.splice(0, evidence.length > 4 ? 3 : 2) : []
    let text = story
      ? take.map((item) => say(item.symbol, level, item.values)).join(' ')
      : `${say(pages > 1 && round % 3 === 2 ? 'interlude' : 'body', level)}${can('tie', level) ? ` ${say('tie', level)}` : ''}`
    if (acts > 1 && body.length > 0 && body.length % Math.max(2, Math.round(12 / acts)) === 0 && !love) {
      text = `${say('act-lead', level)} ${text}`
    }
    if (wordsIn(text) > room) {
      // too long for what is left: the evidence waits, and another paragraph is tried; a short line of
      // the story closes the last gap
      evidence.unshift(...take)
      if (++misses < MAX_MISSES) continue
      const short = can('tie', level) ? say('tie', level) : ''
      if (short !== '' && wordsIn(short) <= room) add(() => short)
      break
    }
    const toned = !love && request.tone !== undefined && body.length % 4 === 0
    const added = add(() => (toned ? `${say(`tone.${request.tone}`)} ${text}` : text))
    if (added === null) continue
    body.push(added)
    stockRun = story ? 0 : stockRun + 1
  }
  for (const text of closingTexts) if (text) paragraphs.push({ text })
  markEmphasis(request, paragraphs, body)
  const aside = closingTexts.at(-1)
  if (aside && (love || request.intensity <= 2)) {
    const last = paragraphs.at(-1)
    if (last && last.text === aside) last.emphasis = 'whisper'
  }

  for (const paragraph of paragraphs) paragraph.text = withoutAvoided(paragraph.text, story.avoid)
  const kept = paragraphs.filter((paragraph) => paragraph.text !== '')
  if (request.flags.allCaps) {
    for (const paragraph of kept) paragraph.text = paragraph.text.toUpperCase()
    curse = curse.toUpperCase()
  }
  return { title, salutation, paragraphs: kept, curse, signOff, signature, sealLine, pages }

  /** The first paragraph: what the scroll is for, and the charge in the story's own specifics. */
  function openingOf(): string {
    const occasion = () => (bindings['s-occasion'] && !love ? `${say('occasion-line')} ` : '')
    // written like any paragraph, so a bundle's scrolls open differently even on one shared reason
    if (can('charge')) return lines.unsaid(() => `${occasion()}${say('charge')}`)
    if (can('charge-plaint')) return lines.unsaid(() => `${occasion()}${say('charge-plaint')}`)
    return lines.unsaid(() => {
      const proclaim = bindings.grievance
        ? `${say('proclaim')}${retold ? ` ${say('grievance-more')}` : ''}`
        : say('proclaim-vague')
      return `${occasion()}${proclaim}`
    })
  }
}

/** A paragraph without the sentences that use a word the customer asked the scroll never to use. */
function withoutAvoided(text: string, avoid: readonly string[]): string {
  if (avoid.length === 0) return text
  const words = avoid.map((word) => word.toLowerCase())
  return splitSentences(text)
    .filter((part, index) => index % 2 === 1 || !words.some((word) => part.toLowerCase().includes(word)))
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** The sentences of a written scroll's body and curse: what its siblings in a bundle must not say again. */
export function linesOfScroll(scroll: ComposedScroll): string[] {
  return [...scroll.paragraphs.map((paragraph) => paragraph.text), scroll.curse]
}
