import { describe, expect, it } from 'vitest'
import { planProcesses } from './process-plan'

const postgres = 'postgres://shop@db/shop'

describe('planProcesses', () => {
  it('runs the jobs in a child process beside the web processes in `all` on PostgreSQL', () => {
    expect(planProcesses({ SHOP_ROLE: 'all', WEB_PROCESSES: 1, DATABASE_URL: postgres })).toEqual({
      webProcesses: 1,
      jobs: 'child',
    })
    expect(planProcesses({ SHOP_ROLE: 'all', WEB_PROCESSES: 3, DATABASE_URL: postgres })).toEqual({
      webProcesses: 3,
      jobs: 'child',
    })
  })

  it('keeps everything in one process on the embedded database', () => {
    expect(planProcesses({ SHOP_ROLE: 'all', WEB_PROCESSES: 1, DATABASE_URL: undefined })).toEqual({
      webProcesses: 1,
      jobs: 'here',
    })
  })

  it('leaves the jobs to a worker elsewhere in `web`, and serves no pages in `worker`', () => {
    expect(planProcesses({ SHOP_ROLE: 'web', WEB_PROCESSES: 2, DATABASE_URL: postgres })).toEqual({
      webProcesses: 2,
      jobs: 'elsewhere',
    })
    expect(planProcesses({ SHOP_ROLE: 'worker', WEB_PROCESSES: 1, DATABASE_URL: postgres })).toEqual({
      webProcesses: 0,
      jobs: 'here',
    })
  })
})
