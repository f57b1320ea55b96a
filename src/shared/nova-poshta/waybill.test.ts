import { afterEach, describe, expect, it } from 'vitest'
import { setRenderer, type Message } from '../messages'
import { FIELD_RU } from '../messages/field-ru'
import { SERVER_RU } from '../messages/server-ru'
import { renderFrom, ukrainian } from '../messages/ukrainian'
import {
  mapWaybillErrors,
  npDate,
  npSenderSettingSchema,
  senderFor,
  saveProperties,
  waybillDefaults,
  waybillOptionsSchema,
  waybillOrderErrors,
} from './waybill'

const RU = { ...FIELD_RU, ...SERVER_RU }
const russian = (m: Message) => renderFrom(RU, 'ru', m, (_, v) => v) ?? m.code
afterEach(() => setRenderer(ukrainian))

const order = {
  id: 42,
  status: 'ready',
  phone: '067 123 45 67',
  surname: 'Шевченко',
  name: 'Тарас',
  patronymic: '',
  delivery_method: 'nova_poshta',
  city_name: 'Київ',
  city_ref: 'city-ref',
  warehouse_name: 'Відділення №1',
  warehouse_ref: 'wh-ref',
  total: 550,
  prepayment: 150,
}
const sender = {
  counterparty_ref: 'cp',
  contact_ref: 'ct',
  phone: '0501112233',
  city_ref: 'scity',
  warehouse_ref: 'swh',
}

describe('waybill rules', () => {
  it('declares the total and asks cash on delivery for what the prepayment left', () => {
    expect(waybillDefaults(order)).toEqual({
      weight: 0.5,
      seats: 1,
      description: 'Аксесуари для телефонів',
      declared_value: 550,
      cod: 400,
      payer: 'Recipient',
    })
    expect(waybillDefaults({ ...order, prepayment: 550 }).cod).toBe(0)
    expect(waybillDefaults({ ...order, total: 0 }).declared_value).toBe(1)
  })

  it('builds the private-recipient save with the COD only when there is one', () => {
    const props = saveProperties(
      order,
      waybillDefaults(order),
      sender,
      new Date('2026-11-23T23:30:00Z'),
    )
    expect(props).toMatchObject({
      PayerType: 'Recipient',
      PaymentMethod: 'Cash',
      DateTime: '24.11.2026',
      RecipientsPhone: '380671234567',
      SendersPhone: '380501112233',
      RecipientName: 'Шевченко Тарас',
      CityRecipient: 'city-ref',
      RecipientAddress: 'wh-ref',
      Cost: '550',
      BackwardDeliveryData: [
        { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '400' },
      ],
    })
    const none = saveProperties(order, { ...waybillDefaults(order), cod: 0 }, sender, new Date())
    expect(none).not.toHaveProperty('BackwardDeliveryData')
  })

  it('names what the order lacks', () => {
    expect(waybillOrderErrors({ id: 1, delivery_method: 'pickup' })).toHaveProperty(
      'delivery_method',
    )
    expect(Object.keys(waybillOrderErrors({ id: 1, phone: 'x' }))).toEqual([
      'phone',
      'surname',
      'city_name',
      'warehouse_name',
    ])
    expect(waybillOrderErrors(order)).toEqual({})
    const lacking = waybillOrderErrors({ id: 1, phone: 'x' })
    expect(lacking.phone).toEqual([{ code: 'field.phone' }])
    expect(lacking.warehouse_name?.map(ukrainian)).toEqual(['Оберіть відділення Нової Пошти'])
    expect(lacking.warehouse_name?.map(russian)).toEqual(['Выберите отделение Новой Почты'])
  })

  it("says the dialog's and the sender's field rules in the reader's language", () => {
    const options = { weight: 0, seats: 1, description: 'x', declared_value: 1, cod: 0 }
    const said = () =>
      waybillOptionsSchema
        .safeParse({ ...options, payer: 'Recipient' })
        .error?.issues.map((i) => i.message)
    expect(said()).toEqual(['Вага: щонайменше 0,1 кг'])
    setRenderer(russian)
    expect(said()).toEqual(['Вес: не меньше 0,1 кг'])
    const shop = { counterparty_ref: 'c', contact_ref: 'c', phone: '0501112233', city_ref: 'c' }
    const sender = { ...shop, warehouse_ref: 'w' }
    const sites = npSenderSettingSchema.safeParse({ ...sender, sites: { constructor: sender } })
    expect(sites.error?.issues.map((i) => i.message)).toEqual(['Это название зарезервировано'])
  })

  it("maps NP's texts to our fields in Ukrainian and keeps the rest general", () => {
    const mapped = mapWaybillErrors(
      ['RecipientsPhone is invalid', 'Weight is invalid', 'Something odd'],
      ['20000203072', '20000900746', '1'],
    )
    const phone = mapped.fields.phone?.[0]
    expect(phone).toEqual({
      code: 'waybill.npPhone',
      params: { detail: 'RecipientsPhone is invalid [20000203072]' },
    })
    expect(ukrainian(phone!)).toBe(
      'Нова Пошта не приймає цей телефон одержувача (RecipientsPhone is invalid [20000203072])',
    )
    expect(russian(phone!)).toMatch(/^Новая Почта не принимает этот телефон получателя/)
    expect(mapped.fields.weight?.[0]?.code).toBe('waybill.npWeight')
    expect(mapped.general).toEqual(['Something odd [1]'])
  })

  it('dates in Kyiv', () => {
    expect(npDate(new Date('2026-01-05T10:00:00Z'))).toBe('05.01.2026')
  })
})

describe('the sender setting', () => {
  const shop = {
    counterparty_ref: 'cp-1',
    contact_ref: 'ct-1',
    phone: '0501112233',
    city_ref: 'city-1',
    warehouse_ref: 'wh-1',
  }
  const chohol = { ...shop, counterparty_ref: 'cp-2', warehouse_ref: 'wh-2' }

  it('sends an order of a site with its own sender from that one, the others from the shop’s', () => {
    const setting = npSenderSettingSchema.parse({ ...shop, sites: { chohol } })
    expect(senderFor(setting, 'chohol')).toEqual(chohol)
    expect(senderFor(setting, 'caseshop')).toEqual(shop)
    expect(senderFor(setting, null)).toEqual(shop)
    // A site key never reaches the object's own properties.
    expect(senderFor(setting, 'constructor')).toEqual(shop)
  })

  it('refuses a site sender that is not complete, and reserved keys', () => {
    expect(
      npSenderSettingSchema.safeParse({ ...shop, sites: { chohol: { phone: '0501112233' } } })
        .success,
    ).toBe(false)
    expect(npSenderSettingSchema.safeParse({ ...shop, sites: { constructor: shop } }).success).toBe(
      false,
    )
    // `__proto__` never becomes a stored site.
    const proto = npSenderSettingSchema.safeParse({
      ...shop,
      sites: JSON.parse('{"__proto__": {}}'),
    })
    expect(proto.success && Object.hasOwn(proto.data.sites ?? {}, '__proto__')).toBe(false)
    // The sender stored before sites and names existed still reads.
    expect(npSenderSettingSchema.safeParse(shop).success).toBe(true)
  })
})
