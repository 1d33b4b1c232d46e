/**
 * The Scribes' Code: what the shop refuses to write, one rule a kind of harm. The /scribes-code page shows
 * these words, the order forms name a rule when they refuse a text, and staff see the rule that held an
 * order. Each rule is written for a modern reader; the page around it keeps the medieval voice.
 */
export const scribesCodeRules = {
  threat: {
    title: 'No threats of real harm',
    rule: 'We write mock curses and comic insults, never a threat to hurt a real person, their family, their pets, their home or their things.',
  },
  'self-harm': {
    title: 'Nothing that tells a person to hurt themselves',
    rule: 'No scroll may tell anyone to harm or kill themselves, or say that nobody would miss them.',
  },
  hate: {
    title: 'No slurs and no attacks on who someone is',
    rule: 'No slurs, and no mockery of race, ethnicity, nationality, religion, disability, sex, gender identity or sexual orientation.',
  },
  sexual: {
    title: 'No sexual content about the recipient',
    rule: 'Love letters may be tender or bold, but no scroll describes the recipient sexually.',
  },
  doxxing: {
    title: 'No addresses, phone numbers or “I know where you live”',
    rule: 'No street addresses, phone numbers, workplaces or schools used to frighten, and no hint that the sender is watching.',
  },
  extortion: {
    title: 'No demands with threats attached',
    rule: 'A scroll may demand the return of a borrowed lawnmower, but never money or deeds with a threat of what happens otherwise.',
  },
  impersonation: {
    title: 'No pretending to be a real authority',
    rule: 'No scroll may claim to come from a court, the police, a government office, a bank or an employer.',
  },
} as const

export type CodeRule = keyof typeof scribesCodeRules
export const codeRules = Object.keys(scribesCodeRules) as [CodeRule, ...CodeRule[]]

/** A rule's title inside a sentence: its first letter lowered, a quotation in it kept as written. */
export function ruleInSentence(rule: CodeRule): string {
  const { title } = scribesCodeRules[rule]
  return title.charAt(0).toLowerCase() + title.slice(1)
}

/** What a form shows under a field whose text breaks a rule. */
export function codeRefusal(rule: CodeRule): string {
  return `The Scribes' Code forbids this: ${ruleInSentence(rule)}.`
}
