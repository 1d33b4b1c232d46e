/** What the lightning-roast entry hands to its confirmation page as navigation state. */
export type FreeRantState = { targetName: string; email: string }

export function readFreeRantState(state: unknown): FreeRantState | null {
  if (typeof state !== 'object' || state === null) return null
  const { targetName, email } = state as Partial<Record<keyof FreeRantState, unknown>>
  if (typeof targetName !== 'string' || typeof email !== 'string' || !targetName || !email) return null
  return { targetName, email }
}
