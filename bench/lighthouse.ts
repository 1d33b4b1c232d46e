import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs } from './support/chromium'

export type LighthouseScores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>

/**
 * A Lighthouse run (mobile, simulated throttling: its default) on one URL; `cookie` is sent with every
 * request (a signed-in session), and `shownPath` says where the page ended, after any redirect.
 */
export async function benchLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  options: { cookie?: string } = {},
): Promise<LighthouseScores & { shownPath: string }> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(options.cookie && { extraHeaders: { Cookie: options.cookie } }),
      },
      formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'desktop',
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: {
                rttMs: 40,
                throughputKbps: 10240,
                cpuSlowdownMultiplier: 1,
                requestLatencyMs: 0,
                downloadThroughputKbps: 0,
                uploadThroughputKbps: 0,
              },
            },
          }
        : undefined,
    )
    const categories = result?.lhr.categories
    if (!categories) throw new Error('Lighthouse returned no result')
    // a category Lighthouse could not score (a page load it gave up on) says why, instead of counting as 0
    const unscored = Object.entries(categories).filter(([, category]) => category.score === null)
    if (unscored.length > 0) {
      const reason =
        result.lhr.runtimeError?.message ??
        Object.values(result.lhr.audits).find((audit) => audit.errorMessage)?.errorMessage ??
        'no reason given'
      throw new Error(`Lighthouse could not score ${unscored.map(([id]) => id).join(', ')}: ${reason}`)
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const failed = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id)
    if (failed.length > 0)
      console.log(
        `    lighthouse ${formFactor} audits not passed on ${new URL(url).pathname}: ${failed.join(', ')}`,
      )
    return {
      shownPath: new URL(result.lhr.finalDisplayedUrl).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    }
  } finally {
    chrome.kill()
  }
}
