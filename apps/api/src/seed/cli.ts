import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/open.ts'
import { createStorage } from '../plugins/storage/index.ts'
import { DEMO_LISTINGS, seedDemo } from './index.ts'

/**
 * `npm run seed [-- --listings N]`: migrate, then add the demo data to whichever database is
 * configured. The catalogue is added only when there are no listings yet, or resumed when a bulk
 * one was cut short; progress is printed as it goes.
 */
const { values } = parseArgs({ options: { listings: { type: 'string', default: String(DEMO_LISTINGS) } } })
const listings = Number(values.listings)
if (!Number.isInteger(listings) || listings < 1) throw new Error('--listings takes a whole number')
const config = loadConfig()
const database = openDatabase(config, { batch: true })
await database.migrate()
const started = performance.now()
await seedDemo(database, createStorage(config.storage), {
  listings,
  log: (line) => console.log(`${line} — ${((performance.now() - started) / 1000).toFixed(0)} s`),
})
await database.close()
console.log('Demo data is in place.')
