/**
 * A paragraph as the scroll prints it: runs of spaces closed up (a line break stays, verse needs it) and
 * quotes set as matching curly pairs. The PDF sets every text it draws through this, so what the scribe
 * engine, a customer or a staff edit wrote with straight quotes still prints the right way round.
 */
import { typographicQuotes } from './quotes'

export function typeset(text: string): string {
  const spaced = /[^\S\n]{2,}|[^\S\n]\n|\n[^\S\n]|^\s|\s$/.test(text)
    ? text
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim()
    : text
  return typographicQuotes(spaced)
}
