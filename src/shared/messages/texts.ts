/** The Ukrainian texts loaded so far (`./server-uk.ts` adds them when it loads). */
const TEXTS: Record<string, string> = {}

/** The Ukrainian texts join those loaded. */
export function addUkrainian(templates: Readonly<Record<string, string>>): void {
  Object.assign(TEXTS, templates)
}

/** The Ukrainian texts loaded so far. */
export function ukrainianTexts(): Readonly<Record<string, string>> {
  return TEXTS
}
