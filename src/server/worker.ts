import { runEmbedded, type ParentPort } from './embedded'

// Electron's utilityProcess gives the child `process.parentPort`; Node's types do not know it.
const parentPort = Reflect.get(process, 'parentPort') as ParentPort | undefined

// The database and its backups are the owner's alone (src/server/db/private.ts).
process.umask(0o077)

void runEmbedded({
  ...(parentPort ? { parentPort } : {}),
  env: process.env,
  exit: (code) => process.exit(code),
  signals: process,
})
