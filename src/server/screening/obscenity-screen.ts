import {
  DataSet,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity'
import { englishVerdicts, extraSlurs, innocentPhrases, type WordVerdict } from './obscenity-terms'
import type { ScreenFinding } from './screening'

type Metadata = { originalWord: string }

const verdictOf = (word: string): WordVerdict => {
  if (word in englishVerdicts) return englishVerdicts[word as EnglishProfaneWord]
  return word in extraSlurs ? { rule: 'hate', action: 'refuse' } : 'swearing'
}
const matchIds = { hate: 'hate.slur', sexual: 'sexual.explicit-word' } as const

// swearing is dropped from the set rather than matched and ignored: fewer patterns to run on every order
const dataset = new DataSet<Metadata>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => verdictOf(phrase.metadata?.originalWord ?? '') === 'swearing')
for (const [word, patterns] of Object.entries(extraSlurs)) {
  dataset.addPhrase((phrase) =>
    patterns.reduce(
      (built, source) => built.addPattern(parseRawPattern(source)),
      phrase.setMetadata({ originalWord: word }),
    ),
  )
}
dataset.addPhrase((phrase) =>
  innocentPhrases.reduce(
    (built, term) => built.addWhitelistedTerm(term),
    phrase.setMetadata({ originalWord: 'innocent phrases' }),
  ),
)

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers })

export type WordFinding = Pick<ScreenFinding, 'rule' | 'action' | 'match'>

// obscenity's cost is mostly per call (a hundred expressions set up and run), so an order's texts go in
// one call, a line apiece: no pattern or innocent phrase spans a line break
const separator = '\n'

/**
 * Slurs (refused) and sexual words (held) in each of several texts' `words` views, one finding per Code
 * rule a text, in the texts' order.
 */
export function findListedWords(texts: readonly string[]): WordFinding[][] {
  const found = texts.map(() => new Map<string, WordFinding>())
  const starts: number[] = []
  let offset = 0
  for (const text of texts) {
    starts.push(offset)
    offset += text.length + separator.length
  }
  for (const match of matcher.getAllMatches(texts.join(separator))) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? ''
    const verdict = verdictOf(word)
    const index = starts.findLastIndex((start) => start <= match.startIndex)
    const inText = found[index]
    if (verdict === 'swearing' || !inText || inText.has(verdict.rule)) continue
    inText.set(verdict.rule, { rule: verdict.rule, action: verdict.action, match: matchIds[verdict.rule] })
  }
  return found.map((inText) => [...inText.values()])
}
