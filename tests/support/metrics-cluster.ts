import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { Counter, Registry } from 'prom-client'
import { processMetricsSource, serveClusterMetrics } from '../../src/server/ops/cluster-metrics'

/**
 * A cluster as `WEB_PROCESSES` runs one, for `cluster-metrics.test.ts`: two processes listen, each having
 * counted 3 requests, and a third is still starting (it never listens). The first listener scrapes the
 * cluster through the primary and the primary prints what it got as one line of JSON.
 */
type Result = { type: 'result'; text?: string; error?: string; ms: number }

if (cluster.isPrimary) {
  serveClusterMetrics()
  const listeners = [cluster.fork({ ROLE: 'listening' }), cluster.fork({ ROLE: 'listening' })]
  cluster.fork({ ROLE: 'starting' })
  let up = 0
  cluster.on('listening', () => {
    up += 1
    if (up === listeners.length) listeners[0]?.send('scrape')
  })
  cluster.on('message', (_worker, message: Result) => {
    if (message.type !== 'result') return
    process.stdout.write(`${JSON.stringify(message)}\n`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill()
  })
} else if (process.env.ROLE === 'listening') {
  const registry = new Registry()
  new Counter({ name: 'answered_requests', help: 'requests answered', registers: [registry] }).inc(3)
  const scrape = processMetricsSource(registry)
  createServer().listen(0, '127.0.0.1')
  process.on('message', (message) => {
    if (message !== 'scrape') return
    const started = Date.now()
    scrape().then(
      (text) => process.send?.({ type: 'result', text, ms: Date.now() - started } satisfies Result),
      (error: Error) =>
        process.send?.({ type: 'result', error: error.message, ms: Date.now() - started } satisfies Result),
    )
  })
} else {
  // still loading: connected to the primary, but neither listening nor answering it
  setInterval(() => {}, 1_000)
}
