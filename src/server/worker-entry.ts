// The desktop app's server entry (`out/main/server-worker.js`, in a utilityProcess): the compile
// cache first (code-cache.ts), then the server and its modules.
import { enableCodeCache } from './code-cache'

enableCodeCache(process.env, import.meta.dirname)
await import('./worker')
