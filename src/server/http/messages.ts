import type { FastifyRequest } from 'fastify'

/** The server's own answers (routes keep theirs beside them), in Ukrainian for the toast. */
export const MESSAGES = {
  noMarker: 'Запит відхилено: відсутній заголовок X-Requested-With.',
  noSession: 'Сеанс завершився або ви не увійшли. Увійдіть, будь ласка.',
  forbidden: 'Недостатньо прав для цієї дії.',
  internalOnly: 'Цей запит доступний лише самому застосунку.',
  notFound: 'Такого шляху API не існує.',
  pageNotFound: 'Сторінку не знайдено.',
  badJson: 'Тіло запиту не є коректним JSON.',
  badRequest: 'Некоректний запит.',
  tooLarge: 'Запит завеликий.',
  tooMany: 'Забагато спроб. Зачекайте хвилину та спробуйте ще раз.',
  foreignHost:
    'Запит адресовано іншому серверу. Відкрийте магазин за адресою самого сервера (назву, під якою його видно в мережі, задає SHOP_PUBLIC_HOST).',
  internal: 'Внутрішня помилка сервера. Спробуйте ще раз або зверніться до адміністратора.',
} as const

/**
 * The request's path without its query string, percent-decoded as the router reads it (the raw
 * spelling when it does not decode).
 */
export function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
