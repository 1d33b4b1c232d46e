import { ScrollOrderPage } from './scroll-order-page'

/** /light-rant-form: the Classic Scroll order form. */
export function ClassicScrollPage() {
  return <ScrollOrderPage scrollType="light-rant" />
}
