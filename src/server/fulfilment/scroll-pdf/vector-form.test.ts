import { inflateSync } from 'node:zlib'
import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { buildForm, placeForm } from './vector-form'

const box = [0, 0, 100, 100] as const
const contentOf = (form: ReturnType<typeof buildForm>) => inflateSync(form.content).toString('latin1')

async function pdfOf(draw: (doc: InstanceType<typeof PDFDocument>) => void): Promise<string> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => doc.on('end', resolve))
  draw(doc)
  doc.end()
  await done
  return Buffer.concat(chunks).toString('latin1')
}

describe('Sketch and forms', () => {
  it('sets colour, width and opacity before the path it paints, as PDF requires', () => {
    const form = buildForm('Test', box, (s) => {
      s.moveTo(0, 0).lineTo(10.004, 20.5)
      s.lineWidth(2).strokeOpacity(0.5).stroke('#ff0000')
    })
    expect(contentOf(form)).toBe('2 w\n/Ga1 gs\n1 0 0 RG 0 0 m 10 20.5 l S')
    expect(form.extGStates).toEqual({ Ga1: { Type: 'ExtGState', CA: 0.5 } })
  })

  it('draws a dot as a round-capped stroke of no length, as wide as the dot', () => {
    const form = buildForm('Test', box, (s) => {
      s.lineCap('round')
      s.dot(12.34, 56.78, 0.8).stroke('#000000')
      s.lineCap('butt')
    })
    expect(contentOf(form)).toBe('1 J\n1.6 w\n0 0 0 RG 12.3 56.8 m 12.3 56.8 l S\n0 J')
  })

  it('shares one graphics state per opacity', () => {
    const form = buildForm('Test', box, (s) => {
      for (let i = 0; i < 50; i++)
        s.fillOpacity(i % 2 === 0 ? 0.2 : 0.4)
          .circle(i, i, 1)
          .fill('#000000')
    })
    expect(Object.keys(form.extGStates)).toHaveLength(2)
  })

  it('refuses a transformation in the middle of a path', () => {
    expect(() => buildForm('Test', box, (s) => s.moveTo(0, 0).translate(5, 5))).toThrow(/path/)
    expect(() => buildForm('Test', box, (s) => s.moveTo(0, 0).lineTo(1, 1))).toThrow(/never painted/)
  })

  it('fills a gradient through a clip, with a soft mask when its stops fade', () => {
    const form = buildForm('Test', box, (s) => {
      s.rect(0, 0, 100, 100).fill(s.linearGradient(0, 0, 100, 0).stop(0, '#ffffff').stop(1, '#000000'))
      s.rect(0, 0, 100, 100).fill(
        s.radialGradient(50, 50, 0, 50, 50, 50).stop(0, '#ff0000', 0).stop(1, '#ff0000'),
      )
    })
    expect(contentOf(form)).toBe('q 0 0 100 100 re W n /Sh1 sh Q\nq /Gm1 gs 0 0 100 100 re W n /Sh2 sh Q')
    expect(form.masks.map((mask) => mask.name)).toEqual(['Gm1'])
  })

  it('writes a form into a document once, however many pages paint it', async () => {
    const form = buildForm('Emblem', box, (s) => s.circle(50, 50, 40).fill('#9b1c15'))
    const pdf = await pdfOf((doc) => {
      for (let page = 0; page < 3; page++) {
        doc.addPage({ size: [200, 200], margin: 0 })
        placeForm(doc, form, 10 * page, 0)
      }
    })
    expect(pdf.match(/\/Subtype \/Form/g)).toHaveLength(1)
    const references = pdf.match(/\/Emblem (\d+) 0 R/g) ?? []
    expect(references).toHaveLength(3)
    expect(new Set(references).size).toBe(1)
    expect(pdf.match(/\/Emblem Do/g)).toHaveLength(3)
  })
})
