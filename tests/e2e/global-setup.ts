import { startServer, stopServer } from './server'

/**
 * One server for the whole run. Workers inherit the environment set here, so the fixtures find
 * its address in `E2E_BASE_URL`. The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { url, child } = await startServer()
  process.env.E2E_BASE_URL = url
  return () => stopServer(child)
}
