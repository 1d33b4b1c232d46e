import type { Order } from '../../db/schema'
import type { Services } from '../../services'
import { scrollAsPlainText } from '../scroll-plain-text'
import { type Delivery, deliveryFileKey } from '../steps/step-work'

export type NarrationOutcome =
  | { narrationFileKey: string; narrationFailure: null }
  | { narrationFailure: string }

/**
 * Reads a sealed scroll aloud and stores the recording beside its PDF. A failure is answered, not thrown:
 * the scroll must not wait for its herald (the reading follows once a retry succeeds).
 */
export async function narrateDelivery(
  services: Services,
  order: Pick<Order, 'orderNumber'>,
  delivery: Pick<Delivery, 'scroll' | 'position' | 'revision'>,
): Promise<NarrationOutcome> {
  if (!delivery.scroll) return { narrationFailure: 'the scroll has no text yet' }
  try {
    const narration = await services.narrator.narrate(scrollAsPlainText(delivery.scroll))
    const narrationFileKey = deliveryFileKey(order, delivery, narration.fileExtension)
    await services.storage.put('voice-narrations', narrationFileKey, narration.audio, narration.contentType)
    return { narrationFileKey, narrationFailure: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    services.logger.warn({ orderNumber: order.orderNumber, reason }, 'a narration failed; it follows later')
    return { narrationFailure: reason.slice(0, 500) }
  }
}
