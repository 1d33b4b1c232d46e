/**
 * The shop's email layout: parchment and the scroll's inks, a serif face every client has, tables for the
 * clients that ignore CSS layout, inline styles only, and a footer with the shop's name and address. The
 * same content is also set as plain text.
 */
import { shop } from '../../../domain/shop'
import type { Block, EmailContent, Phrase } from './email-content'
import { html, type SafeHtml } from './html'

// the PDF's parchment and inks (scroll-pdf/parchment, scroll-pdf/typography)
const colours = {
  page: '#e6cc98',
  sheet: '#f4e4c1',
  panel: '#efdbb0',
  text: '#2a180c',
  faded: '#6b5641',
  red: '#7c1712',
  gold: '#a8802f',
  rule: '#6e4122',
} as const

const SERIF = 'Georgia, Times New Roman, Times, serif'
const SIGN_OFF = ['By quill and wax,', 'The Scribes of the Scriptorium'] as const
const COPYRIGHT = `© ${shop.foundedYear} ${shop.name}`

function phrasesHtml(phrases: readonly Phrase[]): SafeHtml {
  return html`${phrases.map((phrase) =>
    typeof phrase === 'string'
      ? phrase
      : html`<strong style="color:${colours.red};">${phrase.strong}</strong>`,
  )}`
}

const cell = `padding:6px 0;border-bottom:1px dotted ${colours.rule};`

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;">${phrasesHtml(block.phrases)}</p>`
    case 'note':
      return html`<p style="margin:0 0 16px;font-size:14px;font-style:italic;color:${colours.faded};">${block.text}</p>`
    case 'link':
      return html`<p style="margin:8px 0 8px;"><a href="${block.url}" style="display:inline-block;padding:10px 22px;background-color:${colours.red};color:${colours.sheet};font-weight:bold;text-decoration:none;border-radius:4px;">${block.label}</a></p><p style="margin:0 0 16px;font-size:13px;word-break:break-all;color:${colours.faded};">${block.url}</p>`
    case 'quote':
      return html`<blockquote style="margin:0 0 16px;padding:2px 0 2px 14px;border-left:3px solid ${colours.gold};font-style:italic;color:${colours.faded};">${block.lines.map(
        (line, index) => html`${index > 0 ? html`<br>` : ''}${line}`,
      )}</blockquote>`
    case 'facts':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${block.rows.map(
        ([label, value]) =>
          html`<tr><td style="padding:4px 16px 4px 0;width:35%;vertical-align:top;font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${colours.faded};">${label}</td><td style="padding:4px 0;vertical-align:top;">${value}</td></tr>`,
      )}</table>`
    case 'lines':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${block.rows.map(
        ([label, amount]) =>
          html`<tr><td style="${cell}">${label}</td><td align="right" style="${cell}white-space:nowrap;">${amount}</td></tr>`,
      )}<tr><td style="padding:10px 0 0;border-top:3px double ${colours.rule};font-weight:bold;color:${colours.red};">${block.total[0]}</td><td align="right" style="padding:10px 0 0;border-top:3px double ${colours.rule};font-weight:bold;color:${colours.red};white-space:nowrap;">${block.total[1]}</td></tr></table>`
  }
}

function footLinksHtml(links: EmailContent['footLinks']): SafeHtml | '' {
  if (!links?.length) return ''
  return html`<p style="margin:0 0 12px;font-size:13px;">${links.map(
    (link, index) =>
      html`${index > 0 ? ' · ' : ''}<a href="${link.url}" style="color:${colours.red};">${link.label}</a>`,
  )}</p>`
}

function htmlOf(content: EmailContent): string {
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${content.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colours.page}" style="background-color:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="${colours.sheet}" style="width:100%;max-width:600px;background-color:${colours.sheet};border:2px solid ${colours.rule};">
<tr><td style="padding:5px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${colours.red};">
<tr><td align="center" style="padding:28px 32px 6px;font-family:${SERIF};font-size:12px;letter-spacing:4px;text-transform:uppercase;color:${colours.gold};">${shop.name}</td></tr>
<tr><td align="center" style="padding:0 32px 14px;font-family:${SERIF};font-size:28px;line-height:1.25;color:${colours.red};">${content.heading}</td></tr>
<tr><td align="center" style="padding:0 32px 20px;font-family:${SERIF};font-size:14px;color:${colours.red};">&#8212;&#8212;&#8212;&#8212; &#9670; &#8212;&#8212;&#8212;&#8212;</td></tr>
<tr><td style="padding:0 32px 8px;font-family:${SERIF};font-size:16px;line-height:1.6;color:${colours.text};">
${content.blocks.map(blockHtml)}
<p style="margin:24px 0 16px;font-style:italic;">${SIGN_OFF[0]}<br>${SIGN_OFF[1]}</p>
</td></tr>
</table>
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td align="center" style="padding:16px 12px;font-family:${SERIF};font-size:12px;line-height:1.6;color:${colours.faded};">
${footLinksHtml(content.footLinks)}${shop.name} &#183; ${shop.tagline}<br>
${shop.postalAddress.join(', ')}<br>
<a href="mailto:${shop.contactEmail}" style="color:${colours.red};">${shop.contactEmail}</a><br>
${COPYRIGHT}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  return page.value
}

const plainPhrases = (phrases: readonly Phrase[]) =>
  phrases.map((phrase) => (typeof phrase === 'string' ? phrase : phrase.strong)).join('')

// a dotted leader between label and amount, as on the PDF receipt
const leader = (label: string, amount: string, width = 56) =>
  `${label} ${'.'.repeat(Math.max(2, width - label.length - amount.length - 2))} ${amount}`

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return plainPhrases(block.phrases)
    case 'note':
      return `(${block.text})`
    case 'link':
      return `${block.label}:\n${block.url}`
    case 'quote':
      return block.lines.map((line) => (line === '' ? '>' : `> ${line}`)).join('\n')
    case 'facts': {
      const width = Math.max(...block.rows.map(([label]) => label.length))
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n')
    }
    case 'lines':
      return [
        ...block.rows.map(([label, amount]) => leader(label, amount)),
        '='.repeat(56),
        leader(...block.total),
      ].join('\n')
  }
}

function textOf(content: EmailContent): string {
  return [
    shop.name.toUpperCase(),
    `${content.heading}\n${'='.repeat(Math.min(56, content.heading.length))}`,
    ...content.blocks.map(blockText),
    SIGN_OFF.join('\n'),
    [
      '--',
      ...(content.footLinks ?? []).map((link) => `${link.label}: ${link.url}`),
      `${shop.name} · ${shop.tagline}`,
      shop.postalAddress.join(', '),
      shop.contactEmail,
      COPYRIGHT,
    ].join('\n'),
  ].join('\n\n')
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: `${textOf(content)}\n`, html: htmlOf(content) }
}
