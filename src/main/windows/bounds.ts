import type { SavedBounds } from '../prefs/prefs-store'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const MIN_VISIBLE = 80

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const w = Math.min(a.x + a.width, b.x + b.width) - x
  const h = Math.min(a.y + a.height, b.y + b.height) - y
  return { x, y, width: Math.max(0, w), height: Math.max(0, h) }
}

/**
 * Where a window reopens: its remembered bounds when enough of it is still on a display
 * (a monitor may have been unplugged since), shrunk to that display; otherwise the default
 * size centred on the primary display.
 */
export function fitBounds(
  saved: SavedBounds | null,
  workAreas: readonly Rect[],
  size: { width: number; height: number },
): Rect & { maximized: boolean } {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: 1280, height: 800 }
  if (saved) {
    const display = workAreas.find((area) => {
      const o = overlap(saved, area)
      return o.width >= MIN_VISIBLE && o.height >= MIN_VISIBLE
    })
    if (display) {
      const width = Math.min(saved.width, display.width)
      const height = Math.min(saved.height, display.height)
      const x = Math.min(Math.max(saved.x, display.x), display.x + display.width - width)
      const y = Math.min(Math.max(saved.y, display.y), display.y + display.height - height)
      return { x, y, width, height, maximized: saved.maximized }
    }
  }
  const width = Math.min(size.width, primary.width)
  const height = Math.min(size.height, primary.height)
  return {
    x: primary.x + Math.round((primary.width - width) / 2),
    y: primary.y + Math.round((primary.height - height) / 2),
    width,
    height,
    maximized: false,
  }
}
