/**
 * A PDF renderer process: the shop forks it (see scroll-renderer) and sends it scrolls to seal, one
 * message each (or a customer's receipt), and it answers each with the PDF or the reason it failed. It lives as long as the shop
 * that forked it: when the channel closes, whether the shop stopped or was killed, it exits.
 */
import { type RenderReply, type RenderRequest, renderDocument } from './scroll-renderer'

const send = process.send?.bind(process)
if (!send) throw new Error('the PDF renderer runs as a child of the shop (scroll-renderer forks it)')

// a shop that stopped mid-render is gone: its answer has nowhere to go, and the disconnect ends this process
const reply = (message: RenderReply) => {
  if (process.connected) send(message, undefined, undefined, () => {})
}

process.on('message', (request: RenderRequest) => {
  renderDocument(request.document).then(
    (pdf) => reply({ id: request.id, pdf }),
    (error: unknown) =>
      reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
reply({ ready: true })
