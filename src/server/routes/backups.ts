import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hasAccess } from '@shared/access'
import { BACKUP_ROUTES, type BackupItem, type BackupList } from '@shared/contract/backups'
import type { BackupFile } from '../backup/files'
import type { BackupService } from '../backup/service'
import { ACCESS } from '../db/schema'
import { HttpError } from '../http/errors'

export const BACKUP_ROUTE_MESSAGES = {
  forbidden: 'Резервні копії доступні лише адміністратору.',
} as const

const item = (file: BackupFile): BackupItem => ({
  name: file.name,
  size: file.size,
  created_at: file.createdAt.toISOString(),
})

/**
 * "Back up now" and the list of backups. A backup holds every customer's phone and address and
 * every password hash, so only an administrator may see or make one. Restoring is not a route:
 * it needs the database closed (main does it in the desktop app, `npm run restore` otherwise).
 */
export function registerBackupRoutes(
  app: FastifyInstance,
  service: BackupService,
  settings: { keepDays: number; everyHours: number },
): void {
  const administrator = (request: FastifyRequest) => {
    if (!hasAccess(request.user, ACCESS.administrator)) {
      throw new HttpError(403, BACKUP_ROUTE_MESSAGES.forbidden)
    }
  }

  app.post(BACKUP_ROUTES.list, async (request): Promise<{ data: BackupList }> => {
    administrator(request)
    return {
      data: {
        available: service.unavailable === null,
        message: service.unavailable,
        keep_days: settings.keepDays,
        every_hours: settings.everyHours,
        items: (await service.list()).map(item),
      },
    }
  })

  app.post(BACKUP_ROUTES.create, async (request) => {
    administrator(request)
    if (service.unavailable) throw new HttpError(409, service.unavailable)
    return { data: item(await service.create()) }
  })
}
