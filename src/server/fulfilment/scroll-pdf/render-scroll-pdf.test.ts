import { describe, expect, it, vi } from 'vitest'
import { pdfText } from '../../../../tests/integration/support/pdf-text'
import { composeScroll } from '../../../domain/scribe/compose-scroll'
import { noFlags, type ScrollRequest } from '../../../domain/scribe/scroll-request'
import { fontFilesRead } from './fonts'
import { renderReceiptPdf, renderScrollPdf, type ScrollPdfMeta } from './render-scroll-pdf'

function scrollFor(overrides: Partial<ScrollRequest> = {}) {
  return composeScroll({
    seed: '0b7f5a52-7a43-4a52-9b9e-3c1c1c0f1042',
    kind: 'rant',
    scrollType: 'scroll-of-fury',
    targetName: 'Sir Reginald Puddlesworth',
    grievance: 'He ate my lunch from the office fridge and left the empty box on my desk',
    style: 'gothic',
    intensity: 4,
    flags: noFlags,
    signature: { anonymous: false, customerName: 'Margery Quill' },
    ...overrides,
  })
}

const meta: ScrollPdfMeta = {
  reference: '6F1C2A4E',
  orderNumber: 1042,
  date: new Date('2026-03-14T10:00:00Z'),
  scrollType: 'scroll-of-fury',
}
// pdfkit writes each metadata value as its own object: /Author 12 0 R ... 12 0 obj (Scrolls of Fury)
function infoOf(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1')
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1]
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(text)?.[1] : undefined
}
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

function expectValidPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
}

describe('renderScrollPdf', () => {
  it('renders a one-page scroll with every typeface embedded and the shop as author', async () => {
    const pdf = await renderScrollPdf(scrollFor(), meta)
    expectValidPdf(pdf)
    expect(pageCount(pdf)).toBe(1)
    const text = pdf.toString('latin1')
    for (const font of ['UnifrakturMaguntia', 'IM_FELL_English_Roman', 'IM_FELL_English_Italic', 'Cinzel']) {
      expect(text).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`))
    }
    expect(infoOf(pdf, 'Author')).toBe('Scrolls of Fury')
    expect(infoOf(pdf, 'Subject')).toBe('Cursed Scroll #6F1C2A4E')
    expect(infoOf(pdf, 'CreationDate')).toBe('D:20260314100000Z')
    expect(infoOf(pdf, 'Title')).toBe(scrollFor().title)
  })

  it('renders a multi-page saga over two or three folios', async () => {
    const saga = scrollFor({ intensity: 3, flags: { ...noFlags, multiPage: true } })
    const epic = scrollFor({
      intensity: 5,
      flags: { ...noFlags, multiPage: true, fontTantrums: true, cursedFonts: true },
    })
    expect(pageCount(await renderScrollPdf(saga, meta))).toBe(2)
    expect(pageCount(await renderScrollPdf(epic, meta))).toBe(3)
  })

  it('keeps single-page orders on one page, whatever the style, flags and set pieces', async () => {
    for (const style of ['poetic', 'shakespearean', 'petty', 'divine-fury'] as const) {
      const scroll = scrollFor({
        style,
        intensity: 5,
        scrollType: 'scroll-of-fury',
        flags: { ...noFlags, fontTantrums: true, cursedFonts: true, ancestralWisdom: true, allCaps: true },
        generationalContext: 'His grandfather also ate other people’s lunches',
        specificRequests: 'Please mention his dreadful moustache',
      })
      expect(pageCount(await renderScrollPdf(scroll, meta)), style).toBe(1)
    }
  })

  it('adds the Hall of Fame page to an Eternal Scroll, naming no price and, when anonymous, no customer', async () => {
    const scroll = scrollFor({ scrollType: 'eternal-scroll' })
    const eternal = { ...meta, scrollType: 'eternal-scroll' as const }
    const without = await renderScrollPdf(scroll, eternal)
    const named = await renderScrollPdf(scroll, {
      ...eternal,
      hallOfFame: { commissionedBy: 'Margery Quill' },
    })
    expectValidPdf(named)
    expect(pageCount(named)).toBe(pageCount(without) + 1)
    expect(infoOf(named, 'Subject')).toBe('Eternal Scroll #6F1C2A4E')
    const lastPage =
      (await pdfText(named))
        .split('\f')
        .filter((page) => page.trim() !== '')
        .at(-1) ?? ''
    expect(lastPage).toContain('Hall of Fame')
    expect(lastPage).toContain('Margery Quill')
    expect(lastPage.replace(/\s+/g, ' ')).toContain(
      'that Eternal Scroll #6F1C2A4E, commissioned by Margery Quill',
    )
    expect(await pdfText(named)).not.toMatch(/\$\d/)
    const unsigned = scrollFor({
      scrollType: 'eternal-scroll',
      signature: { anonymous: true, customerName: 'Margery Quill' },
    })
    const anonymous = await renderScrollPdf(unsigned, { ...eternal, hallOfFame: { commissionedBy: null } })
    const anonymousText = (await pdfText(anonymous)).replace(/\s+/g, ' ')
    expect(anonymousText).not.toContain('Margery')
    expect(anonymousText).toContain('an anonymous well-wisher')
  })

  it("renders the customer's Premium PDF Receipt as a document of its own, with every line", async () => {
    const receipt = await renderReceiptPdf({
      ...meta,
      reference: '6F1C2A4E',
      scrollType: 'eternal-scroll',
      receipt: {
        lines: [
          { label: 'Eternal Scroll', cents: 9900 },
          { label: 'Multi-page scroll', cents: 1000 },
          { label: 'Partner discount (10%)', cents: -990 },
        ],
        totalCents: 9910,
        customerName: 'Margery Quill',
      },
    })
    expectValidPdf(receipt)
    expect(pageCount(receipt)).toBe(1)
    const text = (await pdfText(receipt)).replace(/\s+/g, ' ')
    for (const expected of ['Premium PDF Receipt', 'Issued to Margery Quill', '$99.00', '-$9.90', '$99.10']) {
      expect(text).toContain(expected)
    }
    expect(text).toContain('Eternal Scroll #6F1C2A4E · 14 Mar 2026')
    expect(infoOf(receipt, 'Title')).toBe('Premium PDF Receipt for Eternal Scroll #6F1C2A4E')
    expect(infoOf(receipt, 'Subject')).toBe('Receipt for Eternal Scroll #6F1C2A4E')
    expect(text).not.toMatch(/(^|\D)1042(\D|$)/)
  })

  it('renders the same bytes twice, so a re-sent scroll is the same file', async () => {
    const scroll = scrollFor({ flags: { ...noFlags, fontTantrums: true, cursedFonts: true } })
    const first = await renderScrollPdf(scroll, meta)
    const second = await renderScrollPdf(scroll, meta)
    expect(first.equals(second)).toBe(true)
    const otherOrder = await renderScrollPdf(scroll, { ...meta, orderNumber: 1043 })
    expect(first.equals(otherOrder)).toBe(false)
  })

  it('renders the same bytes in another process, whatever that process rendered before', async () => {
    const scroll = scrollFor({ flags: { ...noFlags, fontTantrums: true, cursedFonts: true } })
    const here = await renderScrollPdf(scroll, meta)
    vi.resetModules()
    const fresh = await import('./render-scroll-pdf')
    for (let i = 0; i < 5; i++) {
      const other = scrollFor({ seed: `other-${i}`, style: 'shakespearean', intensity: 5 })
      await fresh.renderScrollPdf(other, { ...meta, orderNumber: 2000 + i })
    }
    expect((await fresh.renderScrollPdf(scroll, meta)).equals(here)).toBe(true)
  })

  it('copes with customer text the fonts do not cover and words longer than a line', async () => {
    const scroll = scrollFor({
      targetName: 'Łucja Ñúñez 王小明 🦆',
      grievance: `${'x'.repeat(3000)} and then ${'<b>{curse.nuclear}</b> '.repeat(20)}`,
    })
    const pdf = await renderScrollPdf(scroll, meta)
    expectValidPdf(pdf)
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
  })

  it('reads the font files once per process, however many scrolls it renders', async () => {
    await renderScrollPdf(scrollFor(), meta)
    const before = fontFilesRead()
    for (let i = 0; i < 20; i++)
      await renderScrollPdf(scrollFor({ seed: `order-${i}` }), { ...meta, orderNumber: i })
    expect(fontFilesRead()).toBe(before)
    expect(before).toBe(5)
  })
})
