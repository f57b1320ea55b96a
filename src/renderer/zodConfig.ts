/**
 * The desktop CSP forbids eval. Left alone, zod 4 probes for it with `new Function("")` as its
 * object schemas are built, and the refused probe is reported as a CSP violation. Told it is
 * jitless, it skips the probe and validates with its interpreter, which costs nothing a screen
 * notices. zod reads this global when its core module loads, so this module imports nothing,
 * is main.tsx's first import and is a chunk of its own (electron.vite.config.ts): it runs
 * before the chunk that holds zod and the schemas.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }

export {}
