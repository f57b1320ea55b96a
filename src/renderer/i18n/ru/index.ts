/** Russian: every namespace, one chunk loaded when the language is first chosen. */
import ruCommon from './common.json'
import ruShell from './shell.json'
import ruResources from './resources.json'
import ruEnums from './enums.json'
import ruDatepicker from './datepicker.json'
import ruOrders from './orders.json'
import ruMain from '@shared/i18n/ru/main.json'
import { FIELD_RU } from '@shared/messages/field-ru'
import { SERVER_RU } from '@shared/messages/server-ru'
import type { Bundle } from '..'

export const RU = {
  common: ruCommon,
  shell: ruShell,
  resources: ruResources,
  enums: ruEnums,
  main: ruMain,
  datepicker: ruDatepicker,
  orders: ruOrders,
  messages: { ...FIELD_RU, ...SERVER_RU },
} as const satisfies Bundle
