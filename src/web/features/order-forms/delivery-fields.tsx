import {
  deliverySpeeds,
  type SingleScrollType,
  singleScrolls,
  unavailableDeliveries,
  upsellIds,
  upsells,
} from '@/domain/catalog-products'
import { deliveryPromise } from '@/domain/delivery-times'
import { formatCents } from '@/domain/money'
import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery-field'
import { useFormContext } from '@/web/lib/form/form-context'
import { ChoiceGroup, ChoiceOption } from './choice-group'
import { FormSection } from './form-section'
import { scrollFormCopy } from './scroll-form-copy'
import type { ScrollFormValues } from './scroll-order-request'

const fee = (cents: number) => (cents === 0 ? 'Free' : `+${formatCents(cents)}`)
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// channels with a price are shown (disabled, so never ticked) so customers know they exist; phone delivery
// has none
const shownUnavailable = Object.values(unavailableDeliveries).filter((channel) => channel.cents !== null)

/** Delivery speed, anonymity, the channels not on offer, and the paid extras of the fiercer scrolls. */
export function DeliveryFields({ scrollType }: { scrollType: SingleScrollType }) {
  const { register } = useFormContext<ScrollFormValues>()
  const { extras } = scrollFormCopy[scrollType]
  return (
    <FormSection title={extras ? 'Delivery and Extras' : 'Delivery'}>
      <p className="rounded-md border-l-4 border-gold bg-parchment px-4 py-2">
        Delivery is by email: thy scroll arrives as a wax-sealed PDF.
      </p>
      <ChoiceGroup legend="Email Delivery">
        {singleScrolls[scrollType].deliveries.map((speed) => (
          <ChoiceOption
            key={speed}
            type="radio"
            value={speed}
            label={deliverySpeeds[speed].label}
            description={capitalise(deliveryPromise(speed))}
            price={fee(deliverySpeeds[speed].cents)}
            {...register('delivery')}
          />
        ))}
      </ChoiceGroup>
      <AnonymousDeliveryField registration={register('anonymousDelivery')} />
      {extras && (
        <>
          <ChoiceGroup legend="Other Delivery">
            {shownUnavailable.map((channel) => (
              <ChoiceOption
                key={channel.label}
                type="checkbox"
                disabled
                label={channel.label}
                description="Currently unavailable"
                price={fee(channel.cents ?? 0)}
              />
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend="Extras">
            {upsellIds.map((id) => (
              <ChoiceOption
                key={id}
                type="checkbox"
                label={upsells[id].label}
                description={upsells[id].description}
                price={fee(upsells[id].cents)}
                {...register(id)}
              />
            ))}
          </ChoiceGroup>
        </>
      )}
    </FormSection>
  )
}
