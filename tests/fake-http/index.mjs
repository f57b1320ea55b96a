import { createServer } from 'node:http'

/**
 * The loopback HTTP server every fake third-party service of the tests stands on (Nova Poshta,
 * TurboSMS, and those to come): it listens on 127.0.0.1 on a free port, reads each request's
 * body, passes it to the service's own `handle`, and sends back what that returns, unless a
 * test has asked for one of the failures every service can show a client:
 * - `'hang'`: the request is recorded by `handle` but never answered;
 * - `'http500'`: a 500 with an HTML page;
 * - `'garbage'`: a 200 with an HTML maintenance page where JSON was expected.
 * Any other failure mode is the service's own; `handle` reads it from `failure`.
 */

/**
 * @typedef {{ method: string, path: string, query: URLSearchParams,
 *   headers: import('node:http').IncomingHttpHeaders, raw: string, failure: string | null }} FakeRequest
 * @typedef {{ status?: number, json: unknown } | { status?: number, body: Buffer, type: string }} FakeAnswer
 */

/**
 * @param {(request: FakeRequest) => FakeAnswer} handle
 * @returns {Promise<{ origin: string, fail(mode: string | null): void, close(): Promise<void> }>}
 */
export async function startLoopbackService(handle) {
  /** @type {string | null} */
  let failure = null
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const answer = handle({
        method: req.method ?? 'GET',
        path: req.url?.split('?')[0] ?? '/',
        query: new URL(req.url ?? '/', 'http://127.0.0.1').searchParams,
        headers: req.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
        failure,
      })
      if (failure === 'hang') return
      if (failure === 'http500') {
        res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>500</h1>')
        return
      }
      if (failure === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>')
        return
      }
      // A file (a printable PDF) goes as it is; everything else is JSON.
      if ('body' in answer) {
        res.writeHead(answer.status ?? 200, { 'Content-Type': answer.type }).end(answer.body)
        return
      }
      res
        .writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(answer.json))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    fail(mode) {
      failure = mode
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}

/** JSON of a request body, or null when it is not JSON. */
export function jsonOf(raw) {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}
