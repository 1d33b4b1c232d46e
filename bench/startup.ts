import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startShop } from './support/shop-process'

/** Time from `npm start` to the first 200 on `/`: first boot (no build, no data) and warm. */
export async function benchStartup(root: string) {
  const dataDir = path.join(root, '.tmp/bench-startup')
  await rm(dataDir, { recursive: true, force: true })
  await rm(path.join(root, 'dist/web'), { recursive: true, force: true })
  const first = await startShop({ port: 3301, dataDir })
  await first.stop()
  const warm = []
  for (let run = 0; run < 3; run += 1) {
    const shop = await startShop({ port: 3301, dataDir })
    warm.push(shop.msToFirst200)
    await shop.stop()
  }
  await rm(dataDir, { recursive: true, force: true })
  return { firstBootMs: first.msToFirst200, warmMs: Math.min(...warm), warmRunsMs: warm }
}
