import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { drawAppIcon, drawBadge, encodePng } from '../src/main/tray/icon-art.mjs'

/**
 * Writes resources/: the app icon (electron-builder makes .ico/.icns from the 512 and 1024 px
 * PNGs) and the tray icons in the sizes each OS wants: Windows 16/32 (100/200 %), Linux 22/24
 * and 32/48 for HiDPI panels, macOS black "Template" images at 16 px and @2x. Run after
 * changing src/main/tray/icon-art.mjs; the PNGs are committed.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'resources')
mkdirSync(resolve(root, 'tray'), { recursive: true })

const write = (name, canvas) => {
  writeFileSync(resolve(root, name), encodePng(canvas))
  console.log(`resources/${name} ${canvas.width}x${canvas.height}`)
}

write('icon.png', drawAppIcon(1024))
write('icon-512.png', drawAppIcon(512))
for (const size of [16, 22, 24, 32, 48, 64]) write(`tray/tray-${size}.png`, drawAppIcon(size))
write('tray/trayTemplate.png', drawAppIcon(16, { template: true }))
write('tray/trayTemplate@2x.png', drawAppIcon(32, { template: true }))
// A preview of the count badge, for the README and reviewers' eyes.
write('tray/preview-badge-32.png', drawBadge(drawAppIcon(32), 7))
write('tray/preview-badge-64.png', drawBadge(drawAppIcon(64), 128))
