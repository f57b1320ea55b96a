import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { BackupItem } from '@shared/contract/backups'
import type { BackupFile } from '../backup/files'
import type { BackupService } from '../backup/service'
import { msg } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'

/** Backups one user may make by hand in `BACKUP_CREATE_WINDOW_MINUTES`. */
export const BACKUP_CREATES_PER_WINDOW = 3
export const BACKUP_CREATE_WINDOW_MINUTES = 10

export const BACKUP_THROTTLED = (minutes: number) => ukrainian(backupThrottled(minutes))

const backupThrottled = (minutes: number) =>
  msg('throttle.backups', {
    max: BACKUP_CREATES_PER_WINDOW,
    window: BACKUP_CREATE_WINDOW_MINUTES,
    minutes,
  })

const item = (file: BackupFile): BackupItem => ({
  name: file.name,
  size: file.size,
  created_at: file.createdAt.toISOString(),
})

/**
 * "Back up now" and the list of backups (the administrator's: the route map says so and the
 * route guard enforces it). Restoring is not a route: it needs the database closed.
 */
export function registerBackupRoutes(
  app: FastifyInstance,
  service: BackupService,
  settings: { keepDays: number; everyHours: number; createsPerWindow?: number },
): void {
  // Each backup is a whole dump (megabytes, seconds of the database's time): an account that
  // clicks, or a script that loops, must not fill the disk. Per user, counted after the guard
  // let the request in; the automatic backup is the server's own and never counted.
  const throttled = {
    rateLimit: {
      max: settings.createsPerWindow ?? BACKUP_CREATES_PER_WINDOW,
      timeWindow: BACKUP_CREATE_WINDOW_MINUTES * 60 * 1000,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `backup-create:${userOf(request).id}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, backupThrottled(Math.max(1, Math.ceil(context.ttl / 60_000)))),
    },
  }

  serve(app, 'POST /api/backups/get_backups', async () => ({
    data: {
      available: service.unavailable === null,
      message: service.unavailable,
      code: service.unavailableCode,
      keep_days: settings.keepDays,
      every_hours: settings.everyHours,
      items: (await service.list()).map(item),
    },
  }))

  serve(
    app,
    'POST /api/backups/create',
    async () => {
      if (service.unavailableCode) throw new HttpError(409, service.unavailableCode)
      return { data: item(await service.create()) }
    },
    { config: throttled },
  )
}
