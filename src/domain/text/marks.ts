/**
 * Where a writer's text meets a name or a customer's words that already end with a mark ("Bob Smith
 * Jr.", "Yahoo!"), the writer's own full stop or exclamation after it is left out: "upon Bob Smith Jr."
 * rather than "Jr..", "Hail, Yahoo!" rather than "Yahoo!!".
 */
const ENDS_WITH_MARK = /[.!?…]["'”’)]*$/u
const STARTS_WITH_MARK = /^[.!?]/

/** `next` as it should follow `previous`: without its leading . ! or ? when `previous` already has one. */
export function afterMark(previous: string, next: string): string {
  return STARTS_WITH_MARK.test(next) && ENDS_WITH_MARK.test(previous) ? next.slice(1) : next
}
