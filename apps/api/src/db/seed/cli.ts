import { loadConfig } from '../../config.ts'
import { openDatabase } from '../open.ts'
import { seedDemo } from './index.ts'

/** `npm run seed`: migrate, then add the demo data (idempotent) to whichever database is configured. */
const config = loadConfig()
const database = openDatabase(config)
await database.migrate()
await seedDemo(database)
await database.close()
console.log('Demo data is in place.')
