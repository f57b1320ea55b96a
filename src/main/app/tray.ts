import { app, Menu, nativeImage, Tray, type NativeImage } from 'electron'
import type { Informer } from '@shared/informers'
import { trayCount, trayTooltip } from '../informers/decide'
import { trayMenuTemplate, type TrayActions } from '../tray/menu'
import { drawAppIcon, drawBadge, encodePng } from '../tray/icon-art.mjs'

/** Tray icon size per OS: Windows 16 px (32 on 200 %), Linux panels 22-24 px (HiDPI 48). */
function iconSize(): number {
  return process.platform === 'win32' ? 32 : 24
}

function image(count: number): NativeImage {
  if (process.platform === 'darwin') {
    // macOS menu bar wants a black template image; the count goes beside it as text.
    const img = nativeImage.createFromBuffer(encodePng(drawAppIcon(16, { template: true })))
    img.addRepresentation({
      scaleFactor: 2,
      buffer: encodePng(drawAppIcon(32, { template: true })),
    })
    img.setTemplateImage(true)
    return img
  }
  return nativeImage.createFromBuffer(encodePng(drawBadge(drawAppIcon(iconSize()), count)))
}

export interface ShopTray {
  update(list: readonly Informer[] | null): void
  count(): number
  tooltip(): string
  destroy(): void
}

export function createShopTray(actions: TrayActions): ShopTray {
  const tray = new Tray(image(0))
  let count = 0
  let tooltip = trayTooltip(null)
  let drawn = -1

  function update(list: readonly Informer[] | null) {
    count = trayCount(list)
    tooltip = trayTooltip(list)
    if (count !== drawn) {
      tray.setImage(image(count))
      if (process.platform === 'darwin') tray.setTitle(count > 0 ? String(count) : '')
      // Dock (macOS) and Unity launcher badges; a no-op where the OS has none.
      app.setBadgeCount(count)
      drawn = count
    }
    tray.setToolTip(tooltip)
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(list, actions)))
  }

  tray.on('click', () => actions.open())
  update(null)
  return {
    update,
    count: () => count,
    tooltip: () => tooltip,
    destroy: () => tray.destroy(),
  }
}
