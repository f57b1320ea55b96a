/**
 * The fixed choices of some preferences (`prefs.ts`, which re-exports these and checks every
 * value): here without zod, for the renderer's entry.
 */
export const RIGHT_TABS = ['info', 'tasks', 'tracking', 'cash'] as const
export type RightTab = (typeof RIGHT_TABS)[number]
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
/** `system` follows the OS (`prefers-color-scheme`). */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
