import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, type EnumValue } from '../resources/enums'
import { MSG } from '../resources/messages'
import { isEmpty, parseValue } from '../resources/values'
import type { RuleResult } from './tasks'

/**
 * The till's rules (a category implies income or expense, an amount is required, a minus
 * sign means an expense), applied by the right panel and again by the server.
 */

export type CashType = EnumValue<'cash_type'>
export type CashCategory = EnumValue<'cash_category'>

export const DEFAULT_CASH_TYPE: CashType = 'income'

/** The type a category implies; `default` (or anything else) implies none and keeps the type. */
export function categoryCashType(category: unknown): CashType | null {
  if ((EXPENSE_CATEGORIES as readonly unknown[]).includes(category)) return 'expense'
  if ((INCOME_CATEGORIES as readonly unknown[]).includes(category)) return 'income'
  return null
}

/**
 * A cash flow about to be stored. The amount is required, numeric and not negative. A missing
 * type becomes income; a category sets its type. The spec's "a negative amount loses its sign
 * and becomes an expense" is the till form's rule, applied where the person sees it
 * (`signToType`, as the amount is typed); the server refuses a negative amount instead of
 * flipping it unseen (docs/choices.md, "The till"). `partial` (an edit) leaves out what is not
 * given, so changing a description never resets the type.
 */
export function applyCashFlowRules(input: Record<string, unknown>, partial = false): RuleResult {
  const values = { ...input }
  const errors: Record<string, string[]> = {}

  if (isEmpty(values.type) && !(partial && values.type === undefined)) {
    values.type = DEFAULT_CASH_TYPE
  }
  const implied = categoryCashType(values.category)
  if (implied) values.type = implied

  if (partial && values.amount === undefined) {
    // Not part of this edit: the stored amount stays.
  } else if (isEmpty(values.amount)) {
    errors.amount = [MSG.required]
  } else {
    const parsed = parseValue({ kind: 'money' }, values.amount)
    if (!parsed.ok) errors.amount = [parsed.message]
    else values.amount = parsed.value
  }
  return { values, errors }
}

/**
 * The till form's sign rule, as the amount is typed: a minus is taken off the amount and the
 * entry's type becomes expense, both in front of the person. `null` when the text has no sign.
 */
export function signToType(amount: string): { amount: string; type: 'expense' } | null {
  const trimmed = amount.trimStart()
  if (!trimmed.startsWith('-')) return null
  return { amount: trimmed.slice(1), type: 'expense' }
}
