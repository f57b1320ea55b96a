import type { FastifyInstance } from 'fastify'
import type { BackupItem } from '@shared/contract/backups'
import type { BackupFile } from '../backup/files'
import type { BackupService } from '../backup/service'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'

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
  settings: { keepDays: number; everyHours: number },
): void {
  serve(app, 'POST /api/backups/get_backups', async () => ({
    data: {
      available: service.unavailable === null,
      message: service.unavailable,
      keep_days: settings.keepDays,
      every_hours: settings.everyHours,
      items: (await service.list()).map(item),
    },
  }))

  serve(app, 'POST /api/backups/create', async () => {
    if (service.unavailable) throw new HttpError(409, service.unavailable)
    return { data: item(await service.create()) }
  })
}
