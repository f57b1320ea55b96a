import { deflateSync } from 'node:zlib'

/**
 * The app and tray icons, drawn in code so the committed PNGs (scripts/make-icons.mjs) and the
 * tray's live count badge come from one drawing. Plain JavaScript so that script can run it
 * with bare Node; main imports it through its bundler.
 */

const BLUE = [37, 99, 235, 255]
const WHITE = [255, 255, 255, 255]
const BLACK = [0, 0, 0, 255]
const RED = [220, 38, 38, 255]
const SAMPLES = 4

/** @param {number} width @param {number} height */
export function createCanvas(width, height) {
  return { width, height, data: new Uint8Array(width * height * 4) }
}

function blend(canvas, x, y, color, coverage) {
  if (coverage <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return
  const i = (y * canvas.width + x) * 4
  const a = (color[3] / 255) * coverage
  const d = canvas.data
  const outA = a + (d[i + 3] / 255) * (1 - a)
  for (let k = 0; k < 3; k++) {
    const dst = d[i + k] * (d[i + 3] / 255) * (1 - a)
    d[i + k] = outA === 0 ? 0 : Math.round((color[k] * a + dst) / outA)
  }
  d[i + 3] = Math.round(outA * 255)
}

/** Fills the shape `inside(px, py)` (pixel-space floats) with antialiased edges. */
function fillShape(canvas, box, inside, color) {
  const x0 = Math.max(0, Math.floor(box.x))
  const y0 = Math.max(0, Math.floor(box.y))
  const x1 = Math.min(canvas.width, Math.ceil(box.x + box.w))
  const y1 = Math.min(canvas.height, Math.ceil(box.y + box.h))
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let hits = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++
        }
      }
      blend(canvas, x, y, color, hits / (SAMPLES * SAMPLES))
    }
  }
}

export function fillRoundRect(canvas, x, y, w, h, r, color) {
  const rr = Math.min(r, w / 2, h / 2)
  fillShape(
    canvas,
    { x, y, w, h },
    (px, py) => {
      if (px < x || py < y || px > x + w || py > y + h) return false
      const cx = Math.min(Math.max(px, x + rr), x + w - rr)
      const cy = Math.min(Math.max(py, y + rr), y + h - rr)
      return (px - cx) ** 2 + (py - cy) ** 2 <= rr * rr
    },
    color,
  )
}

/**
 * A parcel box (the shop ships phone cases by Nova Poshta): a box with a lid and a strip of
 * tape. `template`: black on transparent, for macOS menu bar template images.
 */
export function drawAppIcon(size, { template = false, background = true } = {}) {
  const c = createCanvas(size, size)
  const s = size / 64
  const ink = template ? BLACK : WHITE
  if (background && !template) fillRoundRect(c, 2 * s, 2 * s, 60 * s, 60 * s, 14 * s, BLUE)
  const glyph = template || !background ? BLACK : ink
  // Small tray sizes snap to whole pixels so thin lines stay crisp instead of turning grey.
  const px = (v) => (size <= 48 ? Math.round(v * s) : v * s)
  const line = Math.max(1, px(4))
  // Lid, then body (outline), then the tape down the middle.
  fillRoundRect(c, px(12), px(14), px(52) - px(12), px(24) - px(14), 2 * s, glyph)
  const bx = px(15)
  const by = px(26)
  const bw = px(49) - bx
  const bh = px(50) - by
  fillRoundRect(c, bx, by, bw, line, 0, glyph)
  fillRoundRect(c, bx, by + bh - line, bw, line, 0, glyph)
  fillRoundRect(c, bx, by, line, bh, 0, glyph)
  fillRoundRect(c, bx + bw - line, by, line, bh, 0, glyph)
  fillRoundRect(c, px(29), by, Math.max(1, px(35) - px(29)), px(38) - by, s, glyph)
  return c
}

/** 3x5 digits and a plus, for the count badge. */
const GLYPHS = {
  0: ['111', '101', '101', '101', '111'],
  1: ['010', '110', '010', '010', '111'],
  2: ['111', '001', '111', '100', '111'],
  3: ['111', '001', '111', '001', '111'],
  4: ['101', '101', '111', '001', '001'],
  5: ['111', '100', '111', '001', '111'],
  6: ['111', '100', '111', '101', '111'],
  7: ['111', '001', '010', '010', '010'],
  8: ['111', '101', '111', '101', '111'],
  9: ['111', '101', '111', '001', '111'],
  '+': ['000', '010', '111', '010', '000'],
}

/** What the badge says: the count, or 99+ past two digits. */
export function badgeText(count) {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

/** Draws a red badge with `count` in the icon's top-right corner (nothing for 0). */
export function drawBadge(canvas, count) {
  const text = badgeText(count)
  if (!text) return canvas
  const scale = Math.max(1, Math.floor(canvas.width / 16))
  const textW = (text.length * 4 - 1) * scale
  const textH = 5 * scale
  const pad = scale
  const w = textW + 2 * pad
  const h = textH + 2 * pad
  const x = canvas.width - w
  fillRoundRect(canvas, x, 0, w, h, 2 * scale, RED)
  let cx = x + pad
  for (const ch of text) {
    const rows = GLYPHS[ch]
    for (let gy = 0; gy < 5; gy++) {
      for (let gx = 0; gx < 3; gx++) {
        if (rows[gy][gx] === '1') {
          fillRoundRect(canvas, cx + gx * scale, pad + gy * scale, scale, scale, 0, WHITE)
        }
      }
    }
    cx += 4 * scale
  }
  return canvas
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, body) {
  const out = Buffer.alloc(12 + body.length)
  out.writeUInt32BE(body.length, 0)
  out.write(type, 4, 'ascii')
  Buffer.from(body).copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length)
  return out
}

/** An 8-bit RGBA PNG of the canvas. */
export function encodePng(canvas) {
  const { width, height, data } = canvas
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 6
  const raw = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0
    Buffer.from(data.buffer, data.byteOffset + y * width * 4, width * 4).copy(
      raw,
      y * (width * 4 + 1) + 1,
    )
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
