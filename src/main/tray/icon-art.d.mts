export interface Canvas {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8Array
}
export declare function createCanvas(width: number, height: number): Canvas
export declare function fillRoundRect(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  color: readonly [number, number, number, number],
): void
export declare function drawAppIcon(
  size: number,
  options?: { template?: boolean; background?: boolean },
): Canvas
export declare function badgeText(count: number): string
export declare function drawBadge(canvas: Canvas, count: number): Canvas
export declare function encodePng(canvas: Canvas): Buffer
