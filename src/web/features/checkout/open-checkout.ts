/** Leaves the shop for a checkout (or returns from one); a full load, as a hosted checkout needs. */
export function openCheckout(url: string) {
  window.location.assign(url)
}
