import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

/**
 * With `WEB_PROCESSES` above 1, a scrape of `/metrics` reaches one web process of several sharing the port,
 * while each process counts only the requests it answered. The process that takes the scrape asks the
 * cluster's primary, which gathers every web process's own metrics (request latency, the Node runtime's)
 * and adds them up with prom-client's cluster aggregation; the business and queue figures, read from the
 * database, are the same whichever process reads them.
 */
type MetricsRequest = { type: 'shop:metrics-request'; id: number }
type MetricsAnswer = { type: 'shop:metrics-answer'; id: number; text?: string; error?: string }

const ASK_TIMEOUT_MS = 6_000

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' &&
  message !== null &&
  (message as MetricsRequest).type === 'shop:metrics-request'
const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as MetricsAnswer).type === 'shop:metrics-answer'

/** In the primary of the web processes: answers each web process that asks for the whole cluster's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message) => {
    if (!isRequest(message)) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'shop:metrics-answer', id: message.id, text } satisfies MetricsAnswer),
      (error: unknown) =>
        worker.send({
          type: 'shop:metrics-answer',
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies MetricsAnswer),
    )
  })
}

/**
 * The process-level metrics a scrape reports: this process's own, or, in a web process of a cluster, every
 * web process's added up by the primary. A web process also answers the primary's requests for its own.
 */
export function processMetricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics()
  AggregatorRegistry.setRegistries([registry])
  // constructing one adds prom-client's listener that answers the primary with this process's metrics
  new AggregatorRegistry()
  let nextId = 0
  const waiting = new Map<number, (answer: MetricsAnswer) => void>()
  process.on('message', (message) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message)
  })
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        waiting.delete(id)
        reject(new Error('the web processes did not report their metrics in time'))
      }, ASK_TIMEOUT_MS)
      waiting.set(id, (answer) => {
        clearTimeout(timer)
        waiting.delete(id)
        if (answer.text !== undefined) resolve(answer.text)
        else reject(new Error(answer.error ?? 'the web processes did not report their metrics'))
      })
      process.send?.({ type: 'shop:metrics-request', id } satisfies MetricsRequest)
    })
}
