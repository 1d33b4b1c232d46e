/**
 * What a language model's scroll must pass before the shop accepts it. Each reason is written to be read
 * twice: by the model, asked to mend its draft, and by staff on the order's history.
 */

import type { ComposedScroll, ScrollRequest } from '@/domain/scribe/scroll-request'
import { ruleInSentence } from '@/domain/scribes-code'
import type { WordRange } from '@/domain/scroll-lengths'
import { wordCount } from '@/domain/text/excerpt'
import { proofread } from '@/domain/text/proofread'
import { typeset } from '@/domain/text/typeset'
import { screenScroll } from '../screen-scroll'

/**
 * Models count words loosely, and the renderer fits a scroll a little over or under its page by setting
 * the type a size smaller or leaving room at the foot: a draft within 15% of the range either side is kept.
 */
export const WORD_SLACK = 0.15

// what a model leaves when it fills a template instead of writing: {{target}}, [NAME], <customer>, TODO
const PLACEHOLDER = /\{\{|\}\}|\[[A-Z _]{2,}\]|<[a-z_]+>|\bTODO\b|lorem ipsum/i
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u
// proofreading faults named to the model and staff; the rest are counted
const FAULTS_NAMED = 3

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const asWord = (word: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, flags)

/** The words the model wrote: the shop's own lines (sign-off, signature, seal) are not its to count. */
function modelText(scroll: ComposedScroll): string {
  return [scroll.title, scroll.salutation, ...scroll.paragraphs.map((p) => p.text), scroll.curse].join('\n\n')
}

/** The scroll as its recipient reads it, one part per paragraph, quotes set as the PDF sets them. */
export function scrollAsRead(scroll: ComposedScroll): string {
  return [
    scroll.title,
    scroll.salutation,
    ...scroll.paragraphs.map((p) => p.text),
    scroll.curse,
    scroll.signOff,
    scroll.signature,
    scroll.sealLine,
  ]
    .map(typeset)
    .join('\n\n')
}

/**
 * The customer's name, whole or by a part of three letters or more that the target's name does not share
 * ("Hilda" of "Hidden Hilda"), written as a name. A rare false alarm only sends the scroll to the engine.
 */
function namesCustomer(text: string, request: ScrollRequest): boolean {
  const name = request.signature.customerName.trim().replace(/\s+/g, ' ')
  if (name === '') return false
  if (asWord(name, 'iu').test(text.replace(/\s+/g, ' '))) return true
  const target = request.targetName.toLowerCase()
  return name
    .split(' ')
    .filter((part) => part.length >= 3 && !target.includes(part.toLowerCase()))
    .some((part) => asWord(part, 'u').test(text))
}

function wordsReason(count: number, words: WordRange): string | null {
  const asked = `the ${words.min} to ${words.max} asked for`
  if (count < Math.floor(words.min * (1 - WORD_SLACK)))
    return `it is ${count} words long, fewer than ${asked}`
  if (count > Math.ceil(words.max * (1 + WORD_SLACK))) return `it is ${count} words long, more than ${asked}`
  return null
}

/**
 * Why the shop will not send this scroll as the model wrote it (none: it is accepted). `scroll` is the
 * model's text with the shop's own sign-off, signature and seal line; `words` the product's range.
 */
export function refuseModelScroll(
  scroll: ComposedScroll,
  request: ScrollRequest,
  words: WordRange,
): string[] {
  const reasons: string[] = []
  const written = modelText(scroll)
  const read = scrollAsRead(scroll)
  const target = request.targetName.trim()
  if (target && !written.toLowerCase().includes(target.toLowerCase()))
    reasons.push(`it never names ${target}`)
  const placeholder = PLACEHOLDER.exec(read)
  if (placeholder) reasons.push(`it leaves a template’s placeholder (${placeholder[0]})`)
  const length = wordsReason(wordCount(written), words)
  if (length) reasons.push(length)
  const faults = proofread(read, { retold: [request.grievance, request.generationalContext ?? ''] })
  if (faults.length > 0) {
    const named = faults.slice(0, FAULTS_NAMED).map((fault) => `${fault.rule} at “${fault.at.trim()}”`)
    const more = faults.length > FAULTS_NAMED ? ` and ${faults.length - FAULTS_NAMED} more` : ''
    reasons.push(`a proofreader would mark ${named.join('; ')}${more}`)
  }
  const rules = new Set(screenScroll(scroll, 0).map((finding) => finding.rule))
  for (const rule of rules) reasons.push(`it breaks the Scribes’ Code: ${ruleInSentence(rule)}`)
  if (request.signature.anonymous) {
    // the reason never repeats the name: it goes back to the model, which was never told it
    if (namesCustomer(read, request)) reasons.push('it names the customer, who asked to stay anonymous')
    if (EMAIL.test(read)) reasons.push('it gives an email address, and the sender asked to stay anonymous')
  }
  return reasons
}
