import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isWebLoadMessage, webLoadMessage, webLoadTurns } from './web-load'

/** a job that takes `ms` and notes when it ran, from start to end */
function recorder() {
  const runs: Array<{ name: string; start: number; end: number }> = []
  const job = (name: string, ms: number) => async () => {
    const start = Date.now()
    await new Promise((resolve) => setTimeout(resolve, ms))
    runs.push({ name, start, end: Date.now() })
    return name
  }
  return { runs, job }
}

const dueNow = () => ({ dueSince: new Date(), urgent: false })

describe('webLoadTurns', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs every job at once while the web is quiet', async () => {
    const turns = webLoadTurns({ busyAt: 0.3 })
    turns.heard(0.1)
    const { runs, job } = recorder()
    const done = Promise.all(['a', 'b', 'c'].map((name) => turns.take(job(name, 100), dueNow())))
    await vi.advanceTimersByTimeAsync(100)
    expect(await done).toEqual(['a', 'b', 'c'])
    expect(runs.map((run) => run.start)).toEqual([runs[0]?.start, runs[0]?.start, runs[0]?.start])
  })

  it('while the web is busy, runs no job until it falls quiet', async () => {
    const turns = webLoadTurns({ busyAt: 0.3 })
    const { runs, job } = recorder()
    const keepHearing = setInterval(() => turns.heard(0.8), 100)
    turns.heard(0.8)
    const started = Date.now()
    const done = Promise.all(['a', 'b', 'c'].map((name) => turns.take(job(name, 100), dueNow())))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toEqual([])
    clearInterval(keepHearing)
    // the last figure, heard at 5 s, counts for a second; then the web is quiet by the clock
    await vi.advanceTimersByTimeAsync(1_100)
    await done
    expect(runs.map((run) => [run.name, run.start - started])).toEqual([
      ['a', 6_000],
      ['b', 6_000],
      ['c', 6_000],
    ])
  })

  it('lets the waiting jobs go together once the web has been quiet for a second, not at a dip', async () => {
    const turns = webLoadTurns({ busyAt: 0.3 })
    const { runs, job } = recorder()
    // busy, a dip at 200 ms, busy again, then quiet from 400 ms on
    const figures = [0.9, 0.9, 0.1, 0.9, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]
    turns.heard(figures.shift() ?? 0)
    const hearing = setInterval(() => turns.heard(figures.shift() ?? 0.1), 100)
    const started = Date.now()
    const names = ['a', 'b', 'c', 'd']
    const done = Promise.all(names.map((name) => turns.take(job(name, 100), dueNow())))
    await vi.advanceTimersByTimeAsync(2_000)
    await done
    clearInterval(hearing)
    // none at the dip at 200 ms; all once the web has been quiet for a second from 400 ms
    expect(runs.map((run) => [run.name, run.start - started])).toEqual([
      ['a', 1_400],
      ['b', 1_400],
      ['c', 1_400],
      ['d', 1_400],
    ])
  })

  it('treats a web it has not heard from for a second as quiet', async () => {
    const turns = webLoadTurns({ busyAt: 0.3 })
    const { runs, job } = recorder()
    turns.heard(0.9)
    await vi.advanceTimersByTimeAsync(1_000)
    const done = Promise.all(['a', 'b'].map((name) => turns.take(job(name, 100), dueNow())))
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(runs[0]?.start).toBe(runs[1]?.start)
  })

  it('runs a job once it has been due five minutes, or an urgent one a minute, however busy the web is', async () => {
    const turns = webLoadTurns({ busyAt: 0.3 })
    const { runs, job } = recorder()
    const keepHearing = setInterval(() => turns.heard(0.9), 50)
    turns.heard(0.9)
    const ago = (ms: number) => new Date(Date.now() - ms)
    const done = Promise.all([
      turns.take(job('new', 100), dueNow()),
      turns.take(job('late', 100), { dueSince: ago(5 * 60_000), urgent: false }),
      turns.take(job('urgent and late', 100), { dueSince: ago(60_000), urgent: true }),
      turns.take(job('urgent, 59.5 s', 100), { dueSince: ago(59_500), urgent: true }),
      turns.take(job('four minutes', 100), { dueSince: ago(4 * 60_000), urgent: false }),
    ])
    await vi.advanceTimersByTimeAsync(100)
    expect(runs.map((run) => run.name).sort()).toEqual(['late', 'urgent and late'])
    // the urgent one goes when its minute is up, while the web is still busy
    await vi.advanceTimersByTimeAsync(500)
    expect(runs.map((run) => run.name)).toContain('urgent, 59.5 s')
    await vi.advanceTimersByTimeAsync(59_000)
    expect(runs.map((run) => run.name)).not.toContain('four minutes')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs.map((run) => run.name)).toContain('four minutes')
    expect(runs.map((run) => run.name)).not.toContain('new')
    clearInterval(keepHearing)
    await vi.advanceTimersByTimeAsync(1_100)
    expect(await done).toEqual(['new', 'late', 'urgent and late', 'urgent, 59.5 s', 'four minutes'])
  })
})

describe('web load messages', () => {
  it('are told apart from any other message a process receives', () => {
    expect(isWebLoadMessage(webLoadMessage(0.4))).toBe(true)
    expect(isWebLoadMessage({ type: 'shop:web-load' })).toBe(false)
    expect(isWebLoadMessage('shop:web-load')).toBe(false)
    expect(isWebLoadMessage(null)).toBe(false)
  })
})
