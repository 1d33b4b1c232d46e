/**
 * A PDF renderer process: the shop forks it (see scroll-renderer) and sends it scrolls to seal, one
 * message each, and it answers each with the PDF or the reason it failed. While no scroll waits it seals
 * a few practice ones first (warm-up). It lives as long as the shop that forked it: when the channel
 * closes, whether the shop stopped or was killed, it exits.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import { renderScrollPdf } from './render-scroll-pdf'
import type { RenderReply, RenderRequest } from './scroll-renderer'
import { WARM_UP_SCROLLS, warmUpScroll } from './warm-up'

const send = process.send?.bind(process)
if (!send) throw new Error('the PDF renderer runs as a child of the shop (scroll-renderer forks it)')

// a shop that stopped mid-render is gone: its answer has nowhere to go, and the disconnect ends this process
const reply = (message: RenderReply) => {
  if (process.connected) send(message, undefined, undefined, () => {})
}

let sealing = 0
let wakeWhenIdle: (() => void) | null = null
process.on('message', (request: RenderRequest) => {
  sealing++
  renderScrollPdf(request.scroll, request.meta)
    .then(
      (pdf) => reply({ id: request.id, pdf }),
      (error: unknown) =>
        reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      sealing--
      if (sealing === 0) wakeWhenIdle?.()
    })
})
process.on('disconnect', () => process.exit(0))
reply({ ready: true })

// practice between the shop's scrolls, never ahead of one: each turn lets waiting messages in first
for (let index = 0; index < WARM_UP_SCROLLS; ) {
  await nextTurn()
  if (sealing > 0) {
    await new Promise<void>((resolve) => {
      wakeWhenIdle = resolve
    })
    wakeWhenIdle = null
    continue
  }
  const { scroll, meta } = warmUpScroll(index++)
  await renderScrollPdf(scroll, meta)
}
