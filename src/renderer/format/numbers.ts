import { useTranslation } from 'react-i18next'

/**
 * Every number a person reads, in one place: counts, sums, percentages and sizes, written the
 * way the UI's language writes them (digits grouped by a narrow space, a decimal comma). No
 * screen builds an `Intl.NumberFormat` or calls `toFixed` of its own.
 */

export type NumberLanguage = 'uk' | 'ru'

const LOCALES: Record<NumberLanguage, string> = { uk: 'uk-UA', ru: 'ru-UA' }

type Kind = 'count' | 'money' | 'percent' | 'decimal'

const OPTIONS: Record<Kind, Intl.NumberFormatOptions> = {
  count: { maximumFractionDigits: 0 },
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
  decimal: { maximumFractionDigits: 1 },
}

const cache = new Map<string, Intl.NumberFormat>()

function formatter(language: string, kind: Kind): Intl.NumberFormat {
  const lang: NumberLanguage = language === 'ru' ? 'ru' : 'uk'
  const key = `${lang}:${kind}`
  let found = cache.get(key)
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[lang], OPTIONS[kind])
    cache.set(key, found)
  }
  return found
}

/** The hryvnia sign written after a sum. */
export const CURRENCY = '₴'

/** A whole count: `100 000`. */
export function formatCount(value: number, language: string): string {
  return formatter(language, 'count').format(value)
}

/** A sum with two decimals: `1 234,50`, or `1 234,50 ₴` with `currency`. */
export function formatMoney(value: number, language: string, currency = false): string {
  const text = formatter(language, 'money').format(value)
  return currency ? `${text} ${CURRENCY}` : text
}

/** A share (0.125) as a percentage: `12,5 %`. */
export function formatPercent(ratio: number, language: string): string {
  return formatter(language, 'percent').format(ratio)
}

/** A number with at most one decimal: `1,5`. */
export function formatDecimal(value: number, language: string): string {
  return formatter(language, 'decimal').format(value)
}

const SIZE_UNITS: Record<NumberLanguage, readonly [string, string, string]> = {
  uk: ['Б', 'КБ', 'МБ'],
  ru: ['Б', 'КБ', 'МБ'],
}

/** A file's size as a person reads it: `512 Б`, `12,3 КБ`, `4,5 МБ`. */
export function formatSize(bytes: number, language: string): string {
  const units = SIZE_UNITS[language === 'ru' ? 'ru' : 'uk']
  if (bytes < 1024) return `${formatCount(bytes, language)} ${units[0]}`
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, language)} ${units[1]}`
  return `${formatDecimal(bytes / (1024 * 1024), language)} ${units[2]}`
}

/** The formatters bound to the UI's current language (re-rendered when it changes). */
export function useFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return {
    count: (value: number) => formatCount(value, language),
    money: (value: number, currency = false) => formatMoney(value, language, currency),
    percent: (ratio: number) => formatPercent(ratio, language),
    decimal: (value: number) => formatDecimal(value, language),
    size: (bytes: number) => formatSize(bytes, language),
  }
}
