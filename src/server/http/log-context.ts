import { AsyncLocalStorage } from 'node:async_hooks'

type LogContext = { requestId: string }

const context = new AsyncLocalStorage<LogContext>()

/** Runs a request's work with its id, so every log line written meanwhile carries it, whichever logger writes. */
export function runWithLogContext<T>(values: LogContext, work: () => T): T {
  return context.run(values, work)
}

/**
 * pino's `mixin`: adds the current request's id to a line. Work started during a request and left running
 * (a batch it opened, a timer) keeps that request's id on its lines.
 */
export function logContextMixin(): Partial<LogContext> {
  return context.getStore() ?? {}
}
