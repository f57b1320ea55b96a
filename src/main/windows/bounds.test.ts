import { describe, expect, it } from 'vitest'
import { fitBounds } from './bounds'

const laptop = { x: 0, y: 0, width: 1440, height: 860 }
const monitor = { x: 1440, y: 0, width: 2560, height: 1400 }

describe('fitBounds', () => {
  it('reopens where it was when that is on a display', () => {
    const saved = { x: 1600, y: 100, width: 500, height: 700, maximized: false }
    expect(fitBounds(saved, [laptop, monitor], { width: 480, height: 640 })).toEqual(saved)
  })
  it('centres the default size when the monitor it was on is gone', () => {
    const saved = { x: 1600, y: 100, width: 500, height: 700, maximized: true }
    expect(fitBounds(saved, [laptop], { width: 480, height: 640 })).toEqual({
      x: 480,
      y: 110,
      width: 480,
      height: 640,
      maximized: false,
    })
  })
  it('pulls a window hanging off the edge back in and shrinks it to the display', () => {
    const saved = { x: 1300, y: -50, width: 3000, height: 2000, maximized: false }
    expect(fitBounds(saved, [laptop], { width: 1280, height: 800 })).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 860,
      maximized: false,
    })
  })
})
