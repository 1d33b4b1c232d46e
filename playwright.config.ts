import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT and WEB_DIST_DIR let several runs share a machine, each with its own shop and build
const port = Number(process.env.E2E_PORT ?? 3210)
const webDistDir = process.env.WEB_DIST_DIR ?? 'dist/web'
// a fresh shop for every run: its own embedded database, outbox and files
export const e2eDataDir = path.resolve(`.tmp/e2e-data-${port}`)
export const e2eAdmin = { email: 'steward@scrollsoffury.test', password: 'the-stewards-long-password' }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `.tmp/test-results-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the built app, started the way `npm start` starts it, on an empty data folder every run
    command: `rm -rf ${e2eDataDir} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      TEAM_MAILBOX: 'council@scrollsoffury.test',
      FORM_RATE_LIMIT_PER_MINUTE: '50',
      // every browser test signs in from 127.0.0.1
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      // a failing step is retried once, so a test sees an order fail within seconds, not half an hour
      FULFILMENT_RETRIES: '1',
      WEB_DIST_DIR: webDistDir,
      // no hold on partner commissions: a paid one is due at once, so a payout run can pay it
      COMMISSION_HOLD_DAYS: '0',
      // the specs send many orders to a few recipients; the weekly limit is tested in the integration tests
      RECIPIENT_WEEKLY_LIMIT: '1000',
      // the first admin, made at start as `npm run admin -- create` would
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
})
