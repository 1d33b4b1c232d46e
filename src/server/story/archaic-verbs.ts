/**
 * Auxiliaries and modals said to "thou": "hast", "art", "didst", "canst". Any other verb is said through
 * "dost" or "didst" and its plain form ("thou didst eat"), which is always correct English of the period.
 */
const auxiliaries: Readonly<Record<string, string>> = {
  has: 'hast',
  have: 'hast',
  had: 'hadst',
  is: 'art',
  are: 'art',
  am: 'art',
  was: 'wast',
  were: 'wast',
  does: 'dost',
  do: 'dost',
  did: 'didst',
  will: 'wilt',
  would: 'wouldst',
  can: 'canst',
  could: 'couldst',
  shall: 'shalt',
  should: 'shouldst',
  may: 'mayst',
  might: 'mightst',
  must: 'must',
  "isn't": 'art not',
  "aren't": 'art not',
  "wasn't": 'wast not',
  "weren't": 'wast not',
  "doesn't": 'dost not',
  "don't": 'dost not',
  "didn't": 'didst not',
  "hasn't": 'hast not',
  "haven't": 'hast not',
  "won't": 'wilt not',
  "can't": 'canst not',
  "couldn't": 'couldst not',
  "wouldn't": 'wouldst not',
  "shouldn't": 'shouldst not',
}

/** The form of an auxiliary or modal said to "thou", or undefined for any other word. */
export function archaicAuxiliary(word: string): string | undefined {
  return auxiliaries[word.toLowerCase().replace(/’/g, "'")]
}
