// `npx tsx bench/regexp-recompile.ts`: what reading a text for contacts and off-platform payments
// costs the event loop the first time after a quiet spell, and when warm. V8 throws away a regular
// expression's compiled code once it has gone unused over two full collections, and compiles it
// again (twice: to bytecode, then to machine code on its next use) when a text next needs it; on a
// process that masks a listing page or a message every few seconds, that is what a user waits on.
// Decision 031 has the figures and why the patterns are written as they are.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { maskContacts, mentionsOffPlatformPayment } from '@demeure/shared'
import { quantile } from './quantile.ts'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

const TEXTS = {
  'listing description':
    'Bright furnished studio on rue Saint-Denis, 5 minutes from the Mont-Royal metro. Heating, hot water, Wi-Fi and laundry in the building are included. Quiet street, grocery at the corner. Available from September 1st for 4 to 12 months, $1,250 a month. Non-smoking.',
  'message with contacts':
    "Hi! It's free from the 1st. Write me on WhatsApp: 514 555 0199 or jean.tremblay at gmail dot com, and see kijiji.ca/v-appartement. I take the deposit by Interac to hold it.",
}

/** The reading every served text gets: the payment check, then the masking for another reader. */
const read = (text: string) => {
  mentionsOffPlatformPayment(text)
  maskContacts(text, 'fr')
}

const milliseconds = (run: () => void) => {
  const started = performance.now()
  run()
  return performance.now() - started
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

const ROUNDS = 20
for (const [name, text] of Object.entries(TEXTS)) {
  const first: number[] = []
  const second: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    collect()
    collect()
    // A new text each time, so nothing but the compiled patterns carries over.
    first.push(milliseconds(() => read(`${text} ${round}`)))
    second.push(milliseconds(() => read(`${text} ${round}.`)))
  }
  for (let index = 0; index < 2000; index += 1) read(`${text} ${index}`)
  const warm = milliseconds(() => {
    for (let index = 0; index < 2000; index += 1) read(`${text} ${index}`)
  })
  console.log(
    `${name} (${text.length} characters): after two full collections ${median(first).toFixed(2)} ms, ` +
      `next use ${median(second).toFixed(2)} ms (medians of ${ROUNDS}); warm ${((warm / 2000) * 1000).toFixed(1)} µs`,
  )
}
