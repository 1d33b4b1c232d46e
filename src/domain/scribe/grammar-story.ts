/**
 * The customer's story, as the scroll's grammars see it: the values the engine binds as `{$s-...}`. The
 * lines that carry them into the scroll are in `grammar-story-rant.ts` (the charge, evidence, verdict
 * and callback of a rant) and `grammar-story-love.ts` (the memories, request and blessing of a love
 * letter). An alternative that uses a story value the customer's story did not give is never chosen
 * (see `phrase-grammar.ts`).
 */

/** The story values the engine binds; empty when the story did not give one. */
export const storyVariables = [
  's-deed',
  's-deed2',
  's-plaint',
  's-thing',
  's-thing2',
  's-object',
  's-count',
  's-time',
  's-place',
  's-person',
  's-occasion',
  's-mention',
] as const
