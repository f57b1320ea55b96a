import { sql, type SQL } from 'drizzle-orm'
import {
  NOT_WAITING_PROBLEMS,
  novaPoshtaCodesOf,
  UKRPOSHTA_RETURN_WORDS,
} from '@shared/rules/parcel-status'

/**
 * A pattern that matches any of `words` in any letter case, spelled out letter by letter
 * (`[пП][оО]…`): PostgreSQL's own case folding of Cyrillic depends on the database's locale,
 * and an embedded database may have none.
 */
function anyCasePattern(words: readonly string[]): string {
  return words
    .map((w) =>
      [...w]
        .map((c) =>
          c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
        )
        .join(''),
    )
    .join('|')
}

/**
 * True for a `ttns` row whose last answer (service, status_code, status_text) reads as one of
 * NOT_WAITING_PROBLEMS: the SQL twin of `parcelReading` in src/shared/rules/parcel-status.ts
 * (the informer test checks the two agree code by code). Never null.
 */
export function parcelNotWaitingSql(): SQL {
  const npCodes = novaPoshtaCodesOf(NOT_WAITING_PROBLEMS)
  const returnWords = anyCasePattern(UKRPOSHTA_RETURN_WORDS)
  return sql`coalesce((
      (service = 'nova_poshta' and status_code in (${sql.join(
        npCodes.map((c) => sql`${c}`),
        sql`, `,
      )}))
      or (service = 'ukrposhta' and (
        status_code = 10400 or status_code between 10600 and 10610
        or status_code in (41010, 41020)
        or (status_code between 30000 and 39999 and coalesce(status_text, '') ~ ${returnWords})))
    ), false)`
}
