/**
 * The Content-Security-Policy of every app:// response. `style-src 'unsafe-inline'`:
 * react-hot-toast's styling (goober) writes a <style> element at runtime; scripts stay strictly
 * 'self'. `base-uri 'self'`: index.html sets `<base href="/">` so history routes such as
 * /orders/12 resolve its relative asset paths (with 'none' the UI does not load there).
 * `frame-src blob:`: the preview of a carrier's PDF (the 100×100 marking, the courier's
 * register) is a blob the page made itself from the bytes main fetched, shown in a frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  'frame-src blob:',
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')
