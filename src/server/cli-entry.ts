// The standalone server's entry (`out/main/server-cli.js`): the compile cache first
// (code-cache.ts), then the server and its modules.
import { enableCodeCache } from './code-cache'

enableCodeCache(process.env, import.meta.dirname)
await import('./cli')
