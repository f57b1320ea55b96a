import { describe, expect, it, vi } from 'vitest'
import type { Virtualizer } from '@tanstack/react-virtual'
import { scrollBox } from './box'

/** The part of a virtualizer `scrollBox` reads: its box and the options the library's write uses. */
function virtualizerOf(box: HTMLDivElement) {
  return { scrollElement: box, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >
}

function newBox() {
  const box = document.createElement('div')
  const scrollTo = vi.fn()
  box.scrollTo = scrollTo as unknown as HTMLElement['scrollTo']
  return { box, scrollTo }
}

describe("the list box's scroll writes", () => {
  it('leave a new box at the top without writing to it', () => {
    const { box, scrollTo } = newBox()
    const instance = virtualizerOf(box)
    scrollBox(0, {}, instance)
    scrollBox(0, { adjustments: 0 }, instance)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('write any other offset, and the top once the box has scrolled', () => {
    const { box, scrollTo } = newBox()
    const instance = virtualizerOf(box)
    scrollBox(280, {}, instance)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 280, behavior: undefined })
    box.dispatchEvent(new Event('scroll'))
    scrollBox(0, {}, instance)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: undefined })
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })

  it('write an offset with its adjustments', () => {
    const { box, scrollTo } = newBox()
    scrollBox(56, { adjustments: -28 }, virtualizerOf(box))
    expect(scrollTo).toHaveBeenCalledWith({ top: 28, behavior: undefined })
  })
})
