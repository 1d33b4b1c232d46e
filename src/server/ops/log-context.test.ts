import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../bootstrap'
import { requestLogger } from '../http/request-logger'

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  return { logger: createLogger({ LOG_LEVEL: 'info' }, destination), lines }
}

describe('request ids on log lines', () => {
  it("puts the request's id on a line the shop's logger writes during it, even after an await", async () => {
    const { logger, lines } = capturedLogger()
    // a verb logs through the logger it was given at start (services.logger), not through the request
    const verb = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      logger.child({ job: 'none' }).info('verb did its work')
    }
    const app = new Hono()
      .use(requestId())
      .use(requestLogger(logger))
      .get('/work', async (c) => {
        await verb()
        return c.text('done')
      })

    const response = await app.request('/work', { headers: { 'x-request-id': 'req-abc-123' } })
    expect(response.headers.get('x-request-id')).toBe('req-abc-123')
    logger.info('between requests')

    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['verb did its work', 'req-abc-123'],
      ['request', 'req-abc-123'],
      ['between requests', undefined],
    ])
  })

  it('keeps two requests that overlap apart', async () => {
    const { logger, lines } = capturedLogger()
    const app = new Hono()
      .use(requestId())
      .use(requestLogger(logger))
      .get('/slow/:ms', async (c) => {
        await new Promise((resolve) => setTimeout(resolve, Number(c.req.param('ms'))))
        logger.info({ ms: c.req.param('ms') }, 'slept')
        return c.text('ok')
      })
    await Promise.all([
      app.request('/slow/30', { headers: { 'x-request-id': 'first' } }),
      app.request('/slow/1', { headers: { 'x-request-id': 'second' } }),
    ])
    const slept = lines.filter((line) => line.msg === 'slept').map((line) => [line.ms, line.requestId])
    expect(slept).toEqual([
      ['1', 'second'],
      ['30', 'first'],
    ])
  })
})
