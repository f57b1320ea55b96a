import { runEmbedded, type ParentPort } from './embedded'

// Electron's utilityProcess gives the child `process.parentPort`; Node's types do not know it.
const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort

void runEmbedded({
  ...(parentPort ? { parentPort } : {}),
  env: process.env,
  exit: (code) => process.exit(code),
  signals: process,
})
