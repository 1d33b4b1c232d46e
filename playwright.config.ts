import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT and WEB_DIST_DIR let several runs share a machine, each with its own shops and build
const basePort = Number(process.env.E2E_PORT ?? 3210)
const webDistDir = process.env.WEB_DIST_DIR ?? 'dist/web'
/** A fresh shop for every run: its own embedded database, outbox and files. */
export const e2eDataDirOf = (port: number) => path.resolve(`.tmp/e2e-data-${port}`)
export const e2eAdmin = { email: 'steward@scrollsoffury.test', password: 'the-stewards-long-password' }

/**
 * Two shops, each tested by one browser at a time: a browser test mostly waits (for a page, a job, an
 * email), so two at once keep the two cores busy (a third only slows each test down). A test that breaks
 * its shop's outbox on purpose, or counts what its shop holds, never meets another test on the same shop.
 * The back office's files and a few others take about half the suite's time; a new file goes to the
 * storefront's shop.
 */
const backOfficeSpecs = [
  'staff-orders',
  'staff-access',
  'staff-partners',
  'staff-payouts',
  'staff-analytics',
  'staff-inbox',
  'staff-outbox',
  'staff-files',
  'staff-screens',
  'order-review',
  'scribes-code',
  'landing',
].map((name) => `**/${name}.spec.ts`)
const shops = [
  { name: 'back-office', port: basePort, files: { testMatch: backOfficeSpecs } },
  { name: 'storefront', port: basePort + 1, files: { testIgnore: backOfficeSpecs } },
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: shops.length,
  retries: 0,
  // two browsers share the two cores: a test may take twice what it takes alone
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `.tmp/test-results-${basePort}`,
  use: {
    // pages settle at once: an axe scan or a click never meets an element halfway through its animation
    // (a toast fading in reads as text of too little contrast)
    reducedMotion: 'reduce',
    // a trace recorded for every test cost a quarter of the suite's time: `--trace on` records one when
    // a failure needs it; a failing test keeps a screenshot
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell of Chromium: the same engine without the full browser around it, half the
      // CPU a test takes in /usr/bin/chromium (decision 072)
      executablePath: '/usr/bin/chromium-headless-shell',
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
  projects: shops.map(({ name, port, files }) => ({
    name,
    ...files,
    workers: 1,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: shops.map(({ port }) => ({
    // the built app, started the way `npm start` starts it, on an empty data folder every run
    command: `rm -rf ${e2eDataDirOf(port)} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDirOf(port),
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
  })),
})
