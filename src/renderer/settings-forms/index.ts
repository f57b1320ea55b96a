/**
 * Forms for the cheat-sheet's settings (requisites, phones, addresses, notes, SMS templates):
 * built for the right panel, meant for the settings screen's editor as well.
 */
export { AddressesForm, CardsForm, OthersForm, PhonesForm } from './forms'
export { TemplatesForm, TEMPLATE_KEYS, type TemplateKey } from './TemplatesForm'
export { RowsEditor, type RowField, type RowsEditorProps } from './RowsEditor'
export { useSetParam } from './useSetParam'
export { KeyedForm, type KeyedFormProps } from './KeyedForm'
export { SecretsForm, type SecretsField } from './SecretsForm'
export { SenderForm } from './SenderForm'
export { ToggleForm } from './ToggleForm'
