import { useBundle } from './bundles'
import uk from './uk/stats.json'
import ru from './ru/stats.json'

/**
 * The statistics' texts (namespace `stats`: the statistics screen and the home screen's
 * figures). They travel with those screens' lazy chunks rather than the entry: added the first
 * time one of them renders.
 */
export const STATS_BUNDLES = { uk, ru } as const

export function useStatsTexts(): void {
  useBundle('stats', STATS_BUNDLES)
}
