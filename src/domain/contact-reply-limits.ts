// in a module without zod, so the reply form sets its limit without loading the schema

/** A reply is a letter, not a scroll: as long as the longest message the contact form takes. */
export const MAX_CONTACT_REPLY_LENGTH = 5000
