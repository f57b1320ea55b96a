import type { Db } from '../db/client'
import { processImage, type ProcessedImage } from '../images/process'
import { insertImage } from '../images/store'
import { PRODUCT_KINDS } from './words'

const SIDE = 400

/** A phone-shaped body: the shape every case, glass and film picture starts from. */
const phone = (fill: string, stroke = 'none', extra = '') =>
  `<rect x="125" y="40" width="150" height="290" rx="26" fill="${fill}" stroke="${stroke}" stroke-width="6" ${extra}/>`
const camera = (fill: string) =>
  `<rect x="143" y="58" width="48" height="48" rx="12" fill="${fill}"/>`

/**
 * One drawing per product kind of the demo (PRODUCT_KINDS, same order): a silhouette in the
 * kind's colour and its short name, so a list of demo products shows which is which.
 */
const DRAWINGS: readonly { label: string; body: string }[] = [
  { label: 'Silicone Case', body: phone('#2f80ed') + camera('#1b4f99') },
  {
    label: 'Чохол-книжка',
    body: `${phone('#8b5a2b')}<rect x="125" y="40" width="24" height="290" rx="10" fill="#5e3b1a"/><circle cx="262" cy="185" r="7" fill="#d9b48f"/>`,
  },
  {
    label: 'Прозорий чохол',
    body: phone('#e8f1fb', '#9db8d6') + camera('#c3d4e8'),
  },
  {
    label: 'Скло 9H',
    body: `${phone('#1f2933')}<rect x="137" y="52" width="126" height="266" rx="18" fill="#7fb3e0"/><path d="M150 300 L250 90" stroke="#ffffff" stroke-width="14" opacity="0.6"/>`,
  },
  {
    label: 'Плівка матова',
    body: `${phone('#1f2933')}<rect x="137" y="52" width="126" height="266" rx="18" fill="#b8c4cf"/>`,
  },
  {
    label: 'USB-C 1 м',
    body: `<path d="M120 90 C 340 90, 60 260, 280 290" fill="none" stroke="#e2574c" stroke-width="14" stroke-linecap="round"/><rect x="92" y="72" width="40" height="36" rx="8" fill="#5f6b76"/><rect x="268" y="272" width="40" height="36" rx="8" fill="#5f6b76"/>`,
  },
  {
    label: 'Тримач в авто',
    body: `<rect x="185" y="200" width="30" height="110" rx="6" fill="#5f6b76"/><circle cx="200" cy="150" r="80" fill="#27ae60"/><circle cx="200" cy="150" r="46" fill="#1e8449"/>`,
  },
]

function svg(drawing: { label: string; body: string }): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">` +
      `<rect width="${SIDE}" height="${SIDE}" fill="#f4f6f8"/>${drawing.body}` +
      `<text x="200" y="382" font-family="DejaVu Sans, sans-serif" font-size="26" text-anchor="middle" fill="#333">${drawing.label}</text></svg>`,
  )
}

/** The demo pictures, one per product kind, made as an upload is (JPEG and its thumbnail). */
export async function demoPictures(): Promise<ProcessedImage[]> {
  const { default: sharp } = await import('sharp')
  const made: ProcessedImage[] = []
  for (const drawing of DRAWINGS.slice(0, PRODUCT_KINDS.length)) {
    made.push(await processImage(await sharp(svg(drawing)).png().toBuffer()))
  }
  return made
}

/**
 * Gives each demo product the picture of its kind (products are made kind by kind for each
 * model, so the kind is the product's place modulo the kinds); returns how many it stored.
 */
export async function seedDemoPictures(db: Db, productIds: readonly number[], at: Date) {
  const pictures = await demoPictures()
  for (const [i, id] of productIds.entries()) {
    const picture = pictures[i % pictures.length]!
    await insertImage(
      db,
      'products',
      id,
      `demo-${(i % pictures.length) + 1}.jpg`,
      picture,
      null,
      at,
    )
  }
  return productIds.length
}
