import type { LightningRoastEntry } from '@/domain/free-samples'
import { lightningRoastEntries } from '../db/schema'
import type { Services } from '../services'

/** An entry into this week's drawing of a free lightning roast (drawn Mondays at noon). */
export async function enterLightningRoast(services: Services, entry: LightningRoastEntry) {
  const [row] = await services.db
    .insert(lightningRoastEntries)
    .values({ name: entry.name, targetName: entry.targetName, email: entry.email })
    .returning({ id: lightningRoastEntries.id })
  if (!row) throw new Error('lightning roast entry was not stored')
  return row
}
