import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { createSortedOrder } from './sorted-order.ts'

/**
 * The order's labels stand for positions in a search's page: they must grow strictly along the
 * order after any mix of loads, inserts and removals, including the many inserts at one spot that
 * use up a gap (new homes at one price, each sorting just after the last), and a label must lead
 * back to its slot.
 */
describe('sorted order labels', () => {
  it('grow along the order, whatever the changes', () => {
    const random = createRandom(31)
    const price = new Map<number, number>()
    const order = createSortedOrder((a, b) => (price.get(a) as number) - (price.get(b) as number) || a - b)
    const initial = Int32Array.from({ length: 2000 }, (_, slot) => slot)
    for (const slot of initial) price.set(slot, random.int(1, 50) * 100)
    order.reset(initial)
    let next = initial.length
    const check = () => {
      const view = order.view()
      const labels = order.labels()
      for (let index = 1; index < view.length; index += 1)
        expect(labels[view[index] as number]).toBeGreaterThan(labels[view[index - 1] as number] as number)
      const sorted = [...view].sort((a, b) => (price.get(a) as number) - (price.get(b) as number) || a - b)
      expect([...view]).toEqual(sorted)
    }
    check()
    for (let round = 0; round < 3000; round += 1) {
      const kind = random.int(0, 9)
      if (kind < 3) {
        // A new home at one price: it sorts after every other home at that price (a higher slot).
        price.set(next, 2500)
        order.insert(next)
        next += 1
      } else if (kind < 6) {
        const slot = random.pick([...order.view()])
        order.remove(slot)
        price.set(slot, random.int(1, 50) * 100)
        order.insert(slot)
      } else if (kind < 8) {
        const slot = random.pick([...order.view()])
        order.remove(slot)
      } else {
        price.set(next, random.int(1, 50) * 100)
        order.insert(next)
        next += 1
      }
      if (round % 300 === 0) check()
    }
    check()
  })
})
