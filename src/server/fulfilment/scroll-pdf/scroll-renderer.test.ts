import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeScroll } from '../../../domain/scribe/compose-scroll'
import { noFlags } from '../../../domain/scribe/scroll-request'
import { renderScrollPdf, type ScrollPdfMeta } from './render-scroll-pdf'
import { createScrollRenderer, type ScrollRenderer } from './scroll-renderer'

const scroll = composeScroll({
  seed: '5d0c7c1e-2b9b-4d6e-8f31-7f1f3f9a0c11',
  kind: 'rant',
  scrollType: 'scroll-of-fury',
  targetName: 'Brother Tobias of the Damp Cellar',
  grievance: 'Borrowed my lawnmower in 2019 and returned it as a rumour',
  style: 'gothic',
  intensity: 4,
  flags: noFlags,
  signature: { anonymous: false, customerName: 'Margery Quill' },
})
const meta: ScrollPdfMeta = {
  reference: '9D3E5A07',
  orderNumber: 2077,
  date: new Date('2026-05-02T09:00:00Z'),
  scrollType: 'scroll-of-fury',
}

// the renderer processes this test process forked
function rendererPids(): number[] {
  try {
    const out = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'render-process'], {
      encoding: 'utf8',
    })
    return out.split('\n').filter(Boolean).map(Number)
  } catch {
    return []
  }
}

let renderer: ScrollRenderer | undefined
afterEach(async () => {
  await renderer?.close()
  renderer = undefined
})

describe('createScrollRenderer', () => {
  it('seals a scroll in a renderer process, byte for byte as the shop’s own process would', async () => {
    renderer = createScrollRenderer({ processes: 1 })
    const [first, second] = await Promise.all([renderer.render(scroll, meta), renderer.render(scroll, meta)])
    const local = await renderScrollPdf(scroll, meta)
    expect(Buffer.isBuffer(first)).toBe(true)
    expect(first.equals(local)).toBe(true)
    expect(second.equals(local)).toBe(true)
    expect(rendererPids()).toHaveLength(1)
  })

  it('starts a renderer ahead of the first scroll when warmed, and only one', async () => {
    renderer = createScrollRenderer({ processes: 2 })
    renderer.warm()
    renderer.warm()
    expect(rendererPids()).toHaveLength(1)
    const pdf = await renderer.render(scroll, meta)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(rendererPids()).toHaveLength(1)
  })

  it('fails the renders a dying renderer held and starts another for the next', async () => {
    const warn = vi.fn()
    renderer = createScrollRenderer({ processes: 1, logger: { warn } })
    await renderer.render(scroll, meta)
    const [pid] = rendererPids()
    const held = renderer.render(scroll, { ...meta, orderNumber: 2078 })
    process.kill(pid as number, 'SIGKILL')
    await expect(held).rejects.toThrow('the PDF renderer stopped (SIGKILL)')
    expect(warn).toHaveBeenCalledOnce()

    const next = await renderer.render(scroll, meta)
    expect(next.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(rendererPids()).not.toContain(pid)
  })

  it('kills a renderer that takes longer than the timeout', async () => {
    renderer = createScrollRenderer({ processes: 1, timeoutMs: 1 })
    await expect(renderer.render(scroll, meta)).rejects.toThrow('the PDF renderer took longer than 1 ms')
    await vi.waitFor(() => expect(rendererPids()).toHaveLength(0))
  })

  it('stops its renderers on close and takes no more work', async () => {
    renderer = createScrollRenderer({ processes: 2 })
    await Promise.all([renderer.render(scroll, meta), renderer.render(scroll, meta)])
    expect(rendererPids()).toHaveLength(2)
    await renderer.close()
    expect(rendererPids()).toHaveLength(0)
    await expect(renderer.render(scroll, meta)).rejects.toThrow('the PDF renderers are closed')
  })

  it('renders in the shop’s own process when no renderer processes are configured', async () => {
    renderer = createScrollRenderer({ processes: 0 })
    const pdf = await renderer.render(scroll, meta)
    expect(pdf.equals(await renderScrollPdf(scroll, meta))).toBe(true)
    expect(rendererPids()).toHaveLength(0)
  })
})
