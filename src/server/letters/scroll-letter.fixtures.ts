/** What the scroll letters' tests hand a letter: a sealed PDF, the customer's page and the recipient's links. */

export const pdf = Buffer.from('%PDF-1.7')

export const orderPage = { url: 'https://shop.example/order/P', lastDay: new Date('2026-06-12T00:00:00Z') }

export const links = {
  oneClickUrl: 'https://shop.example/api/recipients/opt-out/T',
  neverAgainUrl: 'https://shop.example/never-again/T',
  reportUrl: 'https://shop.example/report/R',
  codeUrl: 'https://shop.example/scribes-code',
  mailto: 'mailto:council@scrollsoffury.shop?subject=T',
}

/** Everything a reader is shown: the subject, the text, and the HTML with its preheader. */
export const shown = (mail: { subject: string; text: string; html?: string }) =>
  [mail.subject, mail.text, mail.html ?? ''].join('\n')
