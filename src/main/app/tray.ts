import { join } from 'node:path'
import { app, Menu, nativeImage, Tray, type NativeImage } from 'electron'
import type { Informer } from '@shared/informers'
import type { MainT } from '../i18n/texts'
import { trayCount, trayTooltip } from '../informers/decide'
import { trayMenuTemplate, type TrayActions } from '../tray/menu'
import { drawAppIcon, drawBadge } from '../tray/icon-art.mjs'

/** Tray icon size per OS: Windows 16 px (32 on 200 %), Linux panels 22-24 px (HiDPI 48). */
function iconSize(): number {
  return process.platform === 'win32' ? 32 : 24
}

/**
 * The shipped PNGs (resources/tray, drawn once by scripts/make-icons.mjs) for the plain icon and
 * the macOS template (nativeImage picks `@2x` itself); only the live count badge is drawn here,
 * handed to nativeImage as a bitmap rather than through a PNG encoder of our own.
 */
function image(trayDir: string, count: number): NativeImage {
  if (process.platform === 'darwin') {
    const img = nativeImage.createFromPath(join(trayDir, 'trayTemplate.png'))
    img.setTemplateImage(true)
    return img
  }
  const size = iconSize()
  if (count === 0) return nativeImage.createFromPath(join(trayDir, `tray-${size}.png`))
  const canvas = drawBadge(drawAppIcon(size), count)
  // createFromBitmap wants BGRA; the drawing is RGBA.
  const bgra = Buffer.from(canvas.data)
  for (let i = 0; i < bgra.length; i += 4) {
    const r = bgra[i] ?? 0
    bgra[i] = bgra[i + 2] ?? 0
    bgra[i + 2] = r
  }
  return nativeImage.createFromBitmap(bgra, { width: canvas.width, height: canvas.height })
}

export interface ShopTray {
  update(list: readonly Informer[] | null): void
  /** Rebuild texts and menu (language changed, update downloaded). */
  refresh(): void
  count(): number
  tooltip(): string
  destroy(): void
}

export function createShopTray(
  trayDir: string,
  actions: () => TrayActions,
  texts: () => MainT,
): ShopTray {
  const tray = new Tray(image(trayDir, 0))
  let list: readonly Informer[] | null = null
  let count = 0
  let tooltip = trayTooltip(null, texts())
  let drawn = 0

  function update(next: readonly Informer[] | null) {
    list = next
    count = trayCount(list)
    tooltip = trayTooltip(list, texts())
    if (count !== drawn) {
      tray.setImage(image(trayDir, count))
      if (process.platform === 'darwin') tray.setTitle(count > 0 ? String(count) : '')
      // Dock (macOS) and Unity launcher badges; a no-op where the OS has none.
      app.setBadgeCount(count)
      drawn = count
    }
    tray.setToolTip(tooltip)
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(list, actions(), texts())))
  }

  tray.on('click', () => actions().open())
  update(null)
  return {
    update,
    refresh: () => update(list),
    count: () => count,
    tooltip: () => tooltip,
    destroy: () => tray.destroy(),
  }
}
