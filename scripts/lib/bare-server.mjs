// A bare Node HTTP server for `npm run bench`'s floor: no framework, no database. `GET /health`
// answers a few bytes; `POST /answer` reads the request's body and answers the file given as its
// argument, fixed, as JSON. It listens on a free loopback port and writes that port, then serves
// until it is stopped.
// Usage: node scripts/lib/bare-server.mjs ANSWER_FILE
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const answer = readFileSync(process.argv[2] ?? '')
const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    const body = request.url === '/answer' ? answer : Buffer.from('{"ok":true}')
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length })
    response.end(body)
  })
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`))
