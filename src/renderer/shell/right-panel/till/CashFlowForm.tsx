import { useId, useState, type FormEvent } from 'react'
import { usePanelTranslation } from '../../../i18n/panel'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@shared/resources/enums'
import { applyCashFlowRules, categoryCashType, signToType } from '@shared/rules/cash-flows'
import { useStoreRecord } from '../../../resources/mutations'
import { PanelField } from '../PanelField'
import { saveChecked } from '../saveChecked'
import { UserField } from '../UserField'

/** What the amount field keeps of a keystroke or a paste: digits, one sign, one decimal point. */
export function numericOnly(raw: string): string {
  const cleaned = raw.replace(',', '.').replace(/[^\d.-]/g, '')
  const sign = cleaned.startsWith('-') ? '-' : ''
  const [whole = '', ...rest] = cleaned.replace(/-/g, '').split('.')
  return sign + (rest.length ? `${whole}.${rest.join('')}` : whole)
}

type Errors = Record<string, string[]>

/**
 * A new till entry for `day` (the shared cash-flow rules): the amount is
 * required and numeric, a typed minus turns into the expense type as it is typed, a category
 * sets the type.
 */
export function CashFlowForm({ day }: { day: string }) {
  const { t } = usePanelTranslation()
  const store = useStoreRecord('cash_flows')
  const [amount, setAmount] = useState('')
  const [type, setType] = useState<'income' | 'expense'>('income')
  const [category, setCategory] = useState('default')
  const [whom, setWhom] = useState('')
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const id = useId()

  function chooseCategory(value: string) {
    setCategory(value)
    const implied = categoryCashType(value)
    if (implied) setType(implied)
  }

  /** A typed minus becomes the expense type, in front of the person (the spec's sign rule). */
  function typeAmount(raw: string) {
    const text = numericOnly(raw)
    const signed = signToType(text)
    if (signed) {
      setAmount(signed.amount)
      setType(signed.type)
    } else setAmount(text)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = applyCashFlowRules({
      amount,
      type,
      category,
      description: description.trim() || null,
      whom_user_id: whom ? Number(whom) : null,
      date: day,
    })
    if (!(await saveChecked(checked, store, setErrors, `${id}-amount`))) return
    setAmount('')
    setDescription('')
    setCategory('default')
    setType('income')
    setWhom('')
  }

  return (
    <form
      className="panel-form till-form"
      aria-label={t('till.add')}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 className="till-form__title">{t('till.add')}</h3>
      <AmountTypeRow
        formId={id}
        errors={errors}
        amount={amount}
        type={type}
        onAmount={typeAmount}
        onType={setType}
      />
      <CategoryField formId={id} errors={errors} value={category} onChange={chooseCategory} />
      <UserField
        formId={id}
        name="whom_user_id"
        label={t('till.field_whom')}
        errors={errors}
        value={whom}
        onChange={setWhom}
      />
      <PanelField
        formId={id}
        name="description"
        label={t('till.field_description')}
        errors={errors}
      >
        {(aria) => (
          <input
            {...aria}
            className="input"
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </PanelField>
      <div className="panel-form__actions">
        <button type="submit" className="btn btn--primary" disabled={store.isPending}>
          {t('till.save')}
        </button>
      </div>
    </form>
  )
}

/** The category: the default, then expenses and incomes; a category sets the type. */
function CategoryField(props: {
  formId: string
  errors: Errors
  value: string
  onChange: (value: string) => void
}) {
  const { formId, errors, value, onChange } = props
  const { t } = usePanelTranslation()
  return (
    <PanelField formId={formId} name="category" label={t('till.field_category')} errors={errors}>
      {(aria) => (
        <select
          {...aria}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="default">{t('enums:cash_category.default')}</option>
          <optgroup label={t('till.expense_group')}>
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`enums:cash_category.${c}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('till.income_group')}>
            {INCOME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`enums:cash_category.${c}`)}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </PanelField>
  )
}

/** The amount (a typed minus makes it an expense) and the type, on one row. */
function AmountTypeRow(props: {
  formId: string
  errors: Errors
  amount: string
  type: 'income' | 'expense'
  onAmount: (raw: string) => void
  onType: (type: 'income' | 'expense') => void
}) {
  const { formId, errors, amount, type, onAmount, onType } = props
  const { t } = usePanelTranslation()
  return (
    <div className="till-form__row">
      <PanelField
        formId={formId}
        name="amount"
        label={t('till.field_amount')}
        errors={errors}
        hint={t('till.amount_hint')}
      >
        {(aria) => (
          <input
            {...aria}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-required
            onChange={(e) => onAmount(e.target.value)}
          />
        )}
      </PanelField>
      <PanelField formId={formId} name="type" label={t('till.field_type')} errors={errors}>
        {(aria) => (
          <select
            {...aria}
            className="input"
            value={type}
            onChange={(e) => onType(e.target.value === 'expense' ? 'expense' : 'income')}
          >
            <option value="income">{t('enums:cash_type.income')}</option>
            <option value="expense">{t('enums:cash_type.expense')}</option>
          </select>
        )}
      </PanelField>
    </div>
  )
}
