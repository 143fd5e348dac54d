import { CHAT_INPUT_MAX_HEIGHT_PX } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { inputHeight } from './input-height.ts'

describe('inputHeight', () => {
  it('follows the text while it fits', () => {
    expect(inputHeight(44, CHAT_INPUT_MAX_HEIGHT_PX)).toEqual({ height: 44, isScrollable: false })
    expect(inputHeight(120, CHAT_INPUT_MAX_HEIGHT_PX)).toEqual({ height: 120, isScrollable: false })
  })

  it('stops at 120 px and scrolls beyond', () => {
    expect(CHAT_INPUT_MAX_HEIGHT_PX).toBe(120)
    expect(inputHeight(121, CHAT_INPUT_MAX_HEIGHT_PX)).toEqual({ height: 120, isScrollable: true })
    expect(inputHeight(600, CHAT_INPUT_MAX_HEIGHT_PX)).toEqual({ height: 120, isScrollable: true })
  })
})
