/**
 * The instructions a customer gives in a story ("Roast my best friend Tom for my best-man speech",
 * "Mention the tomatoes", "Make it rhyme", "Do not mention the divorce"): recognised, so the scroll acts
 * on them instead of quoting them back.
 */
export type Instruction = {
  mentions: string[]
  avoid: string[]
  rhyme: boolean
  styleOf?: string
  acts?: number
  occasion?: string
}

const numberWords: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }

const strip = (text: string) => text.replace(/^[\s"'“‘]+|[\s.!?"'”’]+$/g, '').trim()
// a possessive of the target in an instruction is the target's: "for his retirement party" -> "thy"
const toTarget = (text: string) => strip(text).replace(/^(?:his|her|their)\s/i, 'thy ')

/** "the tomatoes, the goat and his hat" -> three things. */
function listOf(text: string): string[] {
  return strip(text)
    .split(/\s*(?:,|;|\band\b|\bor\b|\balso\b)\s*/i)
    .map(toTarget)
    .filter((item) => item !== '' && item.split(' ').length <= 6)
}

const PLEASE = String.raw`(?:(?:please|kindly|and|also|can you|could you|would you)\s+)*`
const roast = new RegExp(
  `^${PLEASE}(?:roast|write (?:a|an) (?:roast|rant|letter|scroll) (?:about|for|to))\\s+(.+?)(?:\\s+(?:for|at|on)\\s+(.+))?$`,
  'i',
)
const avoid = new RegExp(
  `^${PLEASE}(?:do not|don't|dont|never|no)\\s+(?:mention|bring up|talk about|say|use)\\s+(?:the word\\s+)?(.+)$`,
  'i',
)
const mention = new RegExp(
  `^${PLEASE}(?:mention|include|reference|bring up|talk about|work in)\\s+(.+)$`,
  'i',
)
const rhyme = /\b(?:make it rhyme|in rhyme|rhyming|in verse|as a poem|rhymes?)\b/i
const styleOf = /\bin the (?:style|manner|voice) of\s+(.+)$/i
const acts = /\b(one|two|three|four|five|six|[1-6])\s+acts?\b/i
const occasion = /^(?:it'?s|this is|the scroll is|for)\s+(?:for|to be read at)\s+(.+)$/i
const bareCommand = new RegExp(`^${PLEASE}(?:make|write|keep|use|add|sign|end|start|be)\\b`, 'i')

/** The instruction a sentence gives, or undefined for a sentence of the story. */
export function readInstruction(sentence: string): Instruction | undefined {
  const text = strip(sentence)
  const found: Instruction = { mentions: [], avoid: [], rhyme: false }
  let matched = false

  const roasted = roast.exec(text)
  if (roasted) {
    matched = true
    if (roasted[2]) found.occasion = toTarget(roasted[2])
  }
  const avoided = avoid.exec(text)
  if (avoided?.[1]) {
    matched = true
    found.avoid = listOf(avoided[1])
  }
  const mentioned = avoided ? null : mention.exec(text)
  if (mentioned?.[1]) {
    matched = true
    found.mentions = listOf(mentioned[1])
  }
  const commanded = bareCommand.test(text)
  if (rhyme.test(text) && (commanded || text.split(' ').length <= 6)) {
    matched = true
    found.rhyme = true
  }
  const styled = styleOf.exec(text)
  if (styled?.[1] && (commanded || matched)) {
    matched = true
    found.styleOf = strip(styled[1])
  }
  const acted = acts.exec(text)
  if (acted?.[1] && (commanded || text.split(' ').length <= 8)) {
    matched = true
    const count = numberWords[acted[1].toLowerCase()] ?? Number(acted[1])
    found.acts = Math.min(6, Math.max(1, count))
  }
  const forOccasion = occasion.exec(text)
  if (forOccasion?.[1]) {
    matched = true
    found.occasion = toTarget(forOccasion[1])
  }
  if (!matched && commanded) matched = true
  return matched ? found : undefined
}
