/**
 * Seals scrolls as PDFs in separate renderer processes, so the few milliseconds of CPU each PDF takes
 * are spent beside the shop's event loop rather than on it (decision 010). With no processes configured
 * the shop renders in its own process.
 *
 * A renderer is forked on first use and replaced when it dies; a render that outlives its timeout kills
 * its renderer, and every render that renderer held fails, to be retried by its fulfilment job.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'pino'
import type { ComposedScroll } from '../../../domain/scribe/scroll-request'
import { childExecArgv, runBelowNormal } from '../../processes/child-processes'
import {
  type ReceiptPdfMeta,
  renderReceiptPdf,
  renderScrollPdf,
  type ScrollPdfMeta,
} from './render-scroll-pdf'

export type ScrollRenderer = {
  render(scroll: ComposedScroll, meta: ScrollPdfMeta): Promise<Buffer>
  /** the Eternal Scroll's Premium PDF Receipt, for the customer alone */
  renderReceipt(meta: ReceiptPdfMeta): Promise<Buffer>
  /** starts a renderer ahead of the first scroll, so that one does not wait for it to boot */
  warm(): void
  close(): Promise<void>
}

export type RenderDocument =
  | { kind: 'scroll'; scroll: ComposedScroll; meta: ScrollPdfMeta }
  | { kind: 'receipt'; meta: ReceiptPdfMeta }
export type RenderRequest = { id: number; document: RenderDocument }

/** Renders either document in the current process. */
export function renderDocument(document: RenderDocument): Promise<Buffer> {
  return document.kind === 'scroll'
    ? renderScrollPdf(document.scroll, document.meta)
    : renderReceiptPdf(document.meta)
}
export type RenderReply = { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: string }

type Options = {
  /** renderer processes; 0 renders in the shop's own process */
  processes: number
  timeoutMs?: number
  logger?: Pick<Logger, 'warn'>
}

export function createScrollRenderer({ processes, timeoutMs = 60_000, logger }: Options): ScrollRenderer {
  if (processes === 0) {
    return { render: renderScrollPdf, renderReceipt: renderReceiptPdf, warm: () => {}, close: async () => {} }
  }

  const slots: Array<RendererProcess | null> = Array.from({ length: processes }, () => null)
  let closed = false

  function pick(): RendererProcess {
    const free = slots.indexOf(null)
    const leastBusy = slots.reduce<RendererProcess | null>(
      (best, slot) => (slot && (!best || slot.load < best.load) ? slot : best),
      null,
    )
    // a new renderer only when every running one is busy
    if (leastBusy && (leastBusy.load === 0 || free === -1)) return leastBusy
    const renderer = new RendererProcess(timeoutMs, (how) => {
      const slot = slots.indexOf(renderer)
      if (slot !== -1) slots[slot] = null
      if (!closed) logger?.warn({ how }, 'a PDF renderer stopped; the next render starts another')
    })
    slots[free] = renderer
    return renderer
  }

  return {
    render(scroll, meta) {
      if (closed) return Promise.reject(new Error('the PDF renderers are closed'))
      return pick().render({ kind: 'scroll', scroll, meta })
    },
    renderReceipt(meta) {
      if (closed) return Promise.reject(new Error('the PDF renderers are closed'))
      return pick().render({ kind: 'receipt', meta })
    },
    warm() {
      if (!closed && slots.every((slot) => slot === null)) pick()
    },
    async close() {
      closed = true
      await Promise.all(slots.map((slot) => slot?.stop()))
    },
  }
}

const entry = fileURLToPath(new URL('./render-process.ts', import.meta.url))

type Waiting = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }

class RendererProcess {
  private readonly child: ChildProcess
  private readonly waiting = new Map<number, Waiting>()
  private readonly ready: Promise<void>
  private nextId = 1

  constructor(
    private readonly timeoutMs: number,
    onExit: (how: string) => void,
  ) {
    this.child = fork(entry, [], {
      execArgv: childExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    runBelowNormal(this.child.pid)
    this.ready = new Promise((resolve) => {
      this.child.on('message', (reply: RenderReply) => {
        if ('ready' in reply) return resolve()
        if ('error' in reply) this.settle(reply.id, new Error(reply.error))
        else this.settle(reply.id, Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength))
      })
    })
    this.child.on('error', (error) => this.failAll(error))
    this.child.on('exit', (code, signal) => {
      const how = signal ?? `code ${code}`
      this.failAll(new Error(`the PDF renderer stopped (${how})`))
      onExit(how)
    })
  }

  get load() {
    return this.waiting.size
  }

  render(document: RenderDocument): Promise<Buffer> {
    const id = this.nextId++
    const result = new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id, new Error(`the PDF renderer took longer than ${this.timeoutMs} ms`))
        this.child.kill('SIGKILL')
      }, this.timeoutMs)
      this.waiting.set(id, { resolve, reject, timer })
    })
    // A renderer that never gets ready has exited, and that fails every render it was given. A send that
    // fails (EPIPE) means the renderer is dying: its exit fails this render with the reason, and the
    // timeout covers one that never exits.
    void this.ready.then(() => this.child.send({ id, document } satisfies RenderRequest, () => {}))
    return result
  }

  private settle(id: number, outcome: Buffer | Error) {
    const waiting = this.waiting.get(id)
    if (!waiting) return
    this.waiting.delete(id)
    clearTimeout(waiting.timer)
    if (outcome instanceof Error) waiting.reject(outcome)
    else waiting.resolve(outcome)
  }

  private failAll(error: Error) {
    for (const id of [...this.waiting.keys()]) this.settle(id, error)
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve())
      // the renderer exits when its channel closes; one that does not is killed
      if (this.child.connected) this.child.disconnect()
      setTimeout(() => this.child.kill('SIGKILL'), 5_000).unref()
    })
  }
}
