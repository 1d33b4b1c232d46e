// the source of a group opener, a character class or a quantifier is copied as it is
const verbatim = /^(?:\\.|\[(?:\\.|[^\]\\])*\]|\(\?(?:[:=!]|<[=!])|\{\d+(?:,\d*)?\})/

/**
 * Lets a space between words go missing ("killyourself", from "k i l l y o u r s e l f") and, for a text
 * whose letters were stretched, a single letter be doubled ("kiill", from "kiiiill" cut to two), leaving
 * the regular expression's syntax alone. A doubled letter stays doubled, so "ass" never reads "as" and
 * "off yourself" never "of yourself".
 */
export function relaxWords(source: string, { stretched }: { stretched: boolean }): string {
  let out = ''
  for (let index = 0; index < source.length; index++) {
    const copied = verbatim.exec(source.slice(index))?.[0]
    if (copied) {
      out += copied
      index += copied.length - 1
      continue
    }
    const char = source[index] as string
    const next = source[index + 1] ?? ''
    const letter = /[a-z]/.test(char)
    if (char === ' ' && /[a-z:|()]$/.test(out) && /[a-z(]/.test(next)) out += ' ?'
    else if (letter && next === char && !/[?*+{]/.test(source[index + 2] ?? '')) {
      out += char + char
      index++
    } else if (letter && stretched && !/[?*+{]/.test(next)) out += `${char}{1,2}`
    else out += char
  }
  return out
}
