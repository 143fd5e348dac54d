import { expect, it } from 'vitest'
import { compiledBitAnd } from '../../../../scripts/build-wasm.ts'
import { BIT_AND_WASM } from './bit-and-wasm.ts'

it('loads the module compiled from bit-and.wat as it is now (run `npm run build:wasm -w apps/api`)', async () => {
  expect(BIT_AND_WASM).toBe(Buffer.from(await compiledBitAnd()).toString('base64'))
})
