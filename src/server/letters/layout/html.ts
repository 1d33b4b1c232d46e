/**
 * A tagged template for email HTML that escapes every interpolated value unless it is marked trusted:
 * html`<p>Hail, ${name}!</p>` is safe whatever the customer typed as `name`. Fragments built with `html`
 * nest without being escaped twice; `raw()` marks a string the code itself wrote as trusted.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[]

// braces too: some mail clients and tracking proxies run templates over the HTML, so `{{x}}` from a
// customer must not reach them as a placeholder
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '{': '&#123;',
  '}': '&#125;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`{}]/g, (char) => ESCAPES[char] ?? char)
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

/** Marks markup the code wrote itself as safe to insert as it is. Never pass it a customer's text. */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted)
}
