import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client'

/**
 * With `WEB_PROCESSES` above 1, a scrape of `/metrics` reaches one web process of several sharing the port,
 * while each process counts only the requests it answered. The process that takes the scrape asks the
 * cluster's primary, which gathers the own metrics (request latency, the Node runtime's) of every web
 * process that is listening and adds them up with prom-client's aggregation; the business and queue
 * figures, read from the database, are the same whichever process reads them.
 *
 * Only listening processes are asked: one still starting (or started again after a crash) has answered no
 * request yet and cannot answer the primary either, and waiting for it would fail every scrape until it is up.
 */
type Metrics = MetricObjectWithValues<MetricValue<string>>[]
type ClusterRequest = { type: 'shop:cluster-metrics-request'; id: number }
type ClusterAnswer = { type: 'shop:cluster-metrics-answer'; id: number; text?: string; error?: string }
type OwnRequest = { type: 'shop:own-metrics-request'; id: number }
type OwnAnswer = { type: 'shop:own-metrics-answer'; id: number; metrics: Metrics }

const GATHER_TIMEOUT_MS = 5_000
const ASK_TIMEOUT_MS = 6_000

const hasType =
  <T extends { type: string }>(type: T['type']) =>
  (message: unknown): message is T =>
    typeof message === 'object' && message !== null && (message as T).type === type
const isClusterRequest = hasType<ClusterRequest>('shop:cluster-metrics-request')
const isClusterAnswer = hasType<ClusterAnswer>('shop:cluster-metrics-answer')
const isOwnRequest = hasType<OwnRequest>('shop:own-metrics-request')
const isOwnAnswer = hasType<OwnAnswer>('shop:own-metrics-answer')

/** In the primary of the web processes: answers each web process that asks for the whole cluster's metrics. */
export function serveClusterMetrics() {
  type Gathering = { from: Set<Worker>; metrics: Metrics[]; done: () => void }
  const listening = new Set<Worker>()
  const gathering = new Map<number, Gathering>()
  let nextId = 0
  // an asked process has answered with its figures, or stopped with none to add
  const heardFrom = (gather: Gathering | undefined, worker: Worker, metrics?: Metrics) => {
    if (!gather?.from.delete(worker)) return
    if (metrics) gather.metrics.push(metrics)
    if (gather.from.size === 0) gather.done()
  }
  cluster.on('listening', (worker) => listening.add(worker))
  cluster.on('exit', (worker) => {
    listening.delete(worker)
    for (const gather of gathering.values()) heardFrom(gather, worker)
  })

  const gather = () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++
      const from = new Set([...listening].filter((worker) => worker.isConnected()))
      const metrics: Metrics[] = []
      const timer = setTimeout(() => {
        gathering.delete(id)
        reject(new Error(`${from.size} web process(es) did not report their metrics in time`))
      }, GATHER_TIMEOUT_MS)
      const done = () => {
        clearTimeout(timer)
        gathering.delete(id)
        resolve(AggregatorRegistry.aggregate(metrics).metrics())
      }
      gathering.set(id, { from, metrics, done })
      for (const worker of from) worker.send({ type: 'shop:own-metrics-request', id } satisfies OwnRequest)
      if (from.size === 0) done()
    })

  cluster.on('message', (worker, message) => {
    if (isOwnAnswer(message)) heardFrom(gathering.get(message.id), worker, message.metrics)
    if (!isClusterRequest(message)) return
    gather().then(
      (text) =>
        worker.send({ type: 'shop:cluster-metrics-answer', id: message.id, text } satisfies ClusterAnswer),
      (error: unknown) =>
        worker.send({
          type: 'shop:cluster-metrics-answer',
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ClusterAnswer),
    )
  })
}

/**
 * The process-level metrics a scrape reports: this process's own, or, in a web process of a cluster, every
 * web process's added up by the primary. A web process also answers the primary's requests for its own.
 */
export function processMetricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics()
  let nextId = 0
  const waiting = new Map<number, (answer: ClusterAnswer) => void>()
  process.on('message', (message) => {
    if (isClusterAnswer(message)) waiting.get(message.id)?.(message)
    if (isOwnRequest(message)) {
      registry.getMetricsAsJSON().then((metrics) => {
        process.send?.({ type: 'shop:own-metrics-answer', id: message.id, metrics } satisfies OwnAnswer)
      })
    }
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
      process.send?.({ type: 'shop:cluster-metrics-request', id } satisfies ClusterRequest)
    })
}
