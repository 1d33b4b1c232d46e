/**
 * Reads a customer's story with an English NLP library (compromise): the instructions it gives, the deeds
 * of the target retold to the target's face ("Gregory has not fixed the boiler" -> "thou hast not fixed
 * the boiler"), and the specifics the scroll is built from (things, counts, times, places, people).
 * Server-only: the library never reaches a page's bundle.
 */
import { emptyStory, type Story } from '@/domain/scribe/story'
import { cutToLength, deedsOf, retell } from './retell-deeds'
import { readInstruction } from './story-instructions'
import { tidy, unique } from './story-phrases'
import { specificsOf } from './story-specifics'
import { parse, type Sentence, targetNames, targetSpans } from './story-terms'

export type StoryInput = {
  targetName: string
  /** the customer's texts, most important first: grievance or situation, then context and requests */
  texts: readonly (string | undefined | null)[]
}

// the most a story is read for: a 10,000-character tale is read whole, past that the rest adds nothing new
const MAX_SENTENCES = 120

/** Reads the customer's texts into a story the engine writes from. */
export function readStory(input: StoryInput): Story {
  const names = targetNames(input.targetName)
  const story: Story = { ...emptyStory, deeds: [], plaints: [], mentions: [], avoid: [] }
  let focusFromInstruction = false
  const parsed = input.texts.flatMap((text) => (text?.trim() ? [parse(text)] : []))
  const sentences = parsed
    .flatMap((text) => text.sentences)
    // a sentence the customer put in quotation marks is read as the story it tells
    .map((sentence) => ({ ...sentence, text: sentence.text.replace(/^[\s"“”‘’']+|[\s"“”‘’']+$/g, '') }))
    .slice(0, MAX_SENTENCES)
  const storySentences: Sentence[] = []
  for (const sentence of sentences) {
    const instruction = readInstruction(sentence.text)
    if (instruction) {
      // "Roast my best friend Tom": what follows of "he" is about Tom
      if (targetSpans(sentence.terms, names).length > 0) focusFromInstruction = true
      story.mentions.push(...instruction.mentions)
      story.avoid.push(...instruction.avoid)
      story.rhyme ||= instruction.rhyme
      story.styleOf ??= instruction.styleOf
      story.acts ??= instruction.acts
      story.occasion ??= instruction.occasion
      continue
    }
    storySentences.push(sentence)
  }
  let inFocus = focusFromInstruction
  for (const sentence of storySentences) {
    const retold = retell(sentence.terms, names, inFocus)
    inFocus = retold.aboutTarget
    const line = tidy(retold.text)
    if (line === '') continue
    if (retold.deed) story.deeds.push(...deedsOf(line.replace(/^Thou\s+/, '')))
    // a line the retelling left as the customer wrote it would be a quotation: its specifics still count
    else if (line !== tidy(sentence.text)) {
      const plaint = cutToLength(line)
      if (plaint && /\bth(?:ou|ee|y|ine)\b/i.test(plaint)) story.plaints.push(plaint)
    }
  }
  const texts = storySentences.map((sentence) => sentence.text)
  const quotable = texts.map(tidy).filter((line) => line.split(' ').length <= 22)
  const quote = quotable.sort((a, b) => a.length - b.length)[0]
  const specifics = specificsOf(
    parsed.map((text) => text.doc),
    storySentences,
    names,
  )
  return {
    ...story,
    ...specifics,
    mentions: unique(story.mentions, 4),
    avoid: unique(story.avoid, 6),
    deeds: story.deeds.slice(0, 8),
    plaints: story.plaints.slice(0, 8),
    ...(quote ? { quote } : {}),
  }
}
