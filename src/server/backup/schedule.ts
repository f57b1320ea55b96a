import type { Scheduler } from '../scheduler'
import type { BackupService } from './service'

/** How often the timer looks at the age of the newest backup. */
const CHECK_EVERY_MS = 15 * 60 * 1000
/** The first look waits until the start's own work and the first screens are done. */
const FIRST_CHECK_AFTER_MS = 2 * 60 * 1000

/**
 * The automatic backup. A desktop app rarely runs for a whole day, so instead of a 24-hour
 * interval the timer checks every quarter of an hour whether the newest backup is older than
 * `everyHours` and takes one if so: a shop that opens the app each morning gets one a day.
 * A job of the server's scheduler; returns its stop function.
 */
export function scheduleBackups(
  scheduler: Scheduler,
  service: BackupService,
  everyHours: number,
  now: () => Date = () => new Date(),
): () => void {
  if (everyHours <= 0 || service.unavailable) return () => {}
  return scheduler.add({
    name: 'backup',
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: FIRST_CHECK_AFTER_MS,
    run: () => backupIfDue(service, everyHours, now),
  })
}

/** One look of the timer: a new backup when the newest is `everyHours` old (or there is none). */
export async function backupIfDue(
  service: Pick<BackupService, 'list' | 'create'>,
  everyHours: number,
  now: () => Date,
) {
  const [newest] = await service.list()
  const due = !newest || now().getTime() - newest.createdAt.getTime() >= everyHours * 3600 * 1000
  return due ? service.create() : null
}
