import { composeScroll } from '@/domain/scribe/compose-scroll'
import type { ComposedScroll, ScrollRequest } from '@/domain/scribe/scroll-request'

/** A written scroll, who wrote it, and why the model's drafts were not taken when it was asked. */
export type WrittenScroll = {
  scroll: ComposedScroll
  writtenBy: 'engine' | 'model'
  /** the reasons each refused draft of the model was refused, in order; empty when none was refused */
  refusals: string[][]
  /** why the model gave no draft at all (unreachable, an error status, no answer in time) */
  failure?: string
}

/** Who writes the scrolls: the shop's own scribe engine, or a language model with the engine as fallback. */
export interface ScrollWriter {
  readonly kind: 'engine' | 'model'
  write(request: ScrollRequest): Promise<WrittenScroll>
}

export const engineWriter: ScrollWriter = {
  kind: 'engine',
  async write(request) {
    return { scroll: composeScroll(request), writtenBy: 'engine', refusals: [] }
  },
}
