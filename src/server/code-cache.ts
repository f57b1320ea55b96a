import { constants, enableCompileCache } from 'node:module'
import { join } from 'node:path'

/**
 * Node's compile cache for the server's own process: V8's compiled code of every module the server
 * loads is written to a folder on the first start and read back on the next, so a start compiles
 * little (docs/performance.md, "The server's start"). The folder is `SHOP_CODE_CACHE` (the desk's
 * main passes one beside its data folder) or `.code-cache` beside the built server, never a shared
 * temporary folder another user could write code into. A folder that cannot be written only leaves
 * the cache off. It must be turned on before the modules load: the entries (`cli-entry.ts`,
 * `worker-entry.ts`) do it first and import the server after.
 */
export function enableCodeCache(
  env: Record<string, string | undefined>,
  besideServer: string,
  enable: (dir: string) => { status: number } = enableCompileCache,
): string | null {
  const dir = env['SHOP_CODE_CACHE'] || join(besideServer, '.code-cache')
  try {
    const { status } = enable(dir)
    return status === constants.compileCacheStatus.ENABLED ||
      status === constants.compileCacheStatus.ALREADY_ENABLED
      ? dir
      : null
  } catch {
    return null
  }
}
