import { composeScroll } from '@/domain/scribe/compose-scroll'
import type { ComposedScroll, ScrollRequest } from '@/domain/scribe/scroll-request'

/** Who writes the scrolls: the shop's own scribe engine, or a language model with the engine as fallback. */
export interface ScrollWriter {
  readonly kind: 'engine' | 'model'
  write(request: ScrollRequest): Promise<{ scroll: ComposedScroll; writtenBy: 'engine' | 'model' }>
}

export const engineWriter: ScrollWriter = {
  kind: 'engine',
  async write(request) {
    return { scroll: composeScroll(request), writtenBy: 'engine' }
  },
}
