import { resourceKeys } from '../../resources/queries'

/** The feeds' list; a parser's review sits under it, so one invalidation refreshes both. */
export const feedsKey = [...resourceKeys.all('parsers'), 'feeds'] as const
export const reviewKey = (id: number) => [...feedsKey, id] as const
