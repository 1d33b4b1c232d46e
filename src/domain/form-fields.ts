import { z } from 'zod'

// A name, an address or a subject may end up in a mail header, where a line break starts a header of the
// sender's choosing (ASVS 5.0 V1.3): one-line fields hold no control character at all, and text meant to
// span lines holds line breaks and tabs but no other control character.
const anyControl = /[\p{Cc}\u2028\u2029]/u
const controlBesideLineBreaks = /(?![\t\n\r])\p{Cc}/u

/** Whether a text is one line with no control character in it. */
export const isOneLine = (value: string) => !anyControl.test(value)
export const oneLineMessage = (label: string) => `${label} must be one line without control characters`
/** Whether a text holds no control character but line breaks and tabs. */
export const isPlainText = (value: string) => !controlBesideLineBreaks.test(value)
export const plainTextMessage = (label: string) => `${label} must not hold control characters`

const filled = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const optional = (label: string, max: number, allowed: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(allowed, message)
    .optional()
    .transform((value) => (value ? value : undefined))

// shared field rules for the public forms; messages name the field so a 400 reads on its own
export const requiredText = (label: string, max: number) =>
  filled(label, max).refine(isOneLine, oneLineMessage(label))

export const optionalText = (label: string, max: number) =>
  optional(label, max, isOneLine, oneLineMessage(label))

/** Text typed in a text area: its line breaks and tabs are kept, other control characters refused. */
export const requiredMultilineText = (label: string, max: number) =>
  filled(label, max).refine(isPlainText, plainTextMessage(label))

export const optionalMultilineText = (label: string, max: number) =>
  optional(label, max, isPlainText, plainTextMessage(label))

/** An address that may be left empty (read as undefined), `label` naming it in messages. */
export const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email(`${label} must be a valid email address`).optional())

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email address'))
