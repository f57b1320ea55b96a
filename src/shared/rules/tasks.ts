import { ENUMS, type EnumValue } from '../resources/enums'
import { MSG } from '../resources/messages'
import { isEmpty } from '../resources/values'

/**
 * The tasks' rules (ticking, locking, what a stored task needs), applied by the right panel
 * and again by the server.
 */

export type TaskStatus = EnumValue<'task_status'>
export type TaskMark = EnumValue<'task_mark'>

export const TASK_OPEN: TaskStatus = '0'
export const TASK_DONE: TaskStatus = '1'
export const TASK_LOCKED: TaskStatus = '-1'
export const DEFAULT_TASK_MARK: TaskMark = 'default'

export interface RuleResult {
  values: Record<string, unknown>
  errors: Record<string, string[]>
}

/** Status as the enum's string whether it came as `1` or `'1'`; null when not a task status. */
export function toTaskStatus(raw: unknown): TaskStatus | null {
  const s = typeof raw === 'number' ? String(raw) : raw
  return (ENUMS.task_status as readonly unknown[]).includes(s) ? (s as TaskStatus) : null
}

export function isTaskLocked(status: unknown): boolean {
  return toTaskStatus(status) === TASK_LOCKED
}

/** The checkbox toggles open and done; a locked task's checkbox is disabled. */
export function toggledTaskStatus(status: unknown): TaskStatus {
  const current = toTaskStatus(status) ?? TASK_OPEN
  if (current === TASK_LOCKED) return TASK_LOCKED
  return current === TASK_DONE ? TASK_OPEN : TASK_DONE
}

/**
 * Whether a status change is allowed: a locked task cannot be ticked done (its checkbox is
 * disabled); clicking its title reopens it (status 0), which is allowed.
 */
export function canSetTaskStatus(from: unknown, to: unknown): boolean {
  const next = toTaskStatus(to)
  if (next === null) return false
  return !(isTaskLocked(from) && next === TASK_DONE)
}

/**
 * A task about to be stored: the title trimmed and required, a missing mark becomes
 * `default`, a missing status becomes open. `partial` (an edit) checks only what is given.
 */
export function applyTaskRules(input: Record<string, unknown>, partial = false): RuleResult {
  const values = { ...input }
  const errors: Record<string, string[]> = {}
  if (typeof values.title === 'string') values.title = values.title.trim()
  if (!(partial && values.title === undefined) && isEmpty(values.title)) {
    errors.title = [MSG.required]
  }
  if (isEmpty(values.mark)) {
    if (!partial || values.mark !== undefined) values.mark = DEFAULT_TASK_MARK
  }
  if (isEmpty(values.status)) {
    if (!partial || values.status !== undefined) values.status = TASK_OPEN
  } else {
    const status = toTaskStatus(values.status)
    if (status === null) errors.status = [MSG.notInList]
    else values.status = status
  }
  return { values, errors }
}
