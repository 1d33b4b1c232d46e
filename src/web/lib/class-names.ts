/** Joins the truthy class names: `cx('card', open && 'card--open')`. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}
