import { ScrollOrderPage } from './scroll-order-page'

/** /scroll-of-fury-form: the Cursed Scroll order form. */
export function CursedScrollPage() {
  return <ScrollOrderPage scrollType="scroll-of-fury" />
}
