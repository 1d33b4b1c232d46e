import { ScrollOrderPage } from './scroll-order-page'

/** /eternal-scroll-form: the Eternal Scroll order form. */
export function EternalScrollPage() {
  return <ScrollOrderPage scrollType="eternal-scroll" />
}
