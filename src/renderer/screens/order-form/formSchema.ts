import { z } from 'zod'
import { ENUMS } from '@shared/resources/enums'
import { normalizePhone } from '@shared/phone'
import { deliveryErrors } from '@shared/rules/delivery'

/** What the order desk's form holds, checked as the server will check it. */
const itemSchema = z.object({
  id: z.number().optional(),
  version: z.number().optional(),
  product_id: z.number().nullable(),
  title: z.string().trim().min(1, 'Обов’язкове поле'),
  price: z.string().regex(/^\d+([.,]\d{1,2})?$/, 'Має бути сума, наприклад 125.50'),
  quantity: z.coerce.number().int().min(1, 'Не менше 1').max(10000),
  availability: z.string().optional(),
  /** A marketplace line that matched none of our products (shown, never sent back). */
  unmatched: z.boolean().optional(),
})

export const formSchema = z
  .object({
    phone: z.string().refine((v) => normalizePhone(v) !== null, 'Номер телефону 0XX XXX XX XX'),
    surname: z.string(),
    name: z.string(),
    patronymic: z.string(),
    status: z.enum(ENUMS.order_status),
    site: z.string(),
    order_way: z.string(),
    pay_method: z.string(),
    prepayment: z.string().regex(/^(\d+([.,]\d{1,2})?)?$/, 'Має бути сума, наприклад 125.50'),
    city_name: z.string(),
    city_ref: z.string(),
    warehouse_name: z.string(),
    warehouse_ref: z.string(),
    track: z.string(),
    comment: z.string(),
    prom_order: z.string(),
    prom_acaunt: z.string(),
    rozetka_order: z.string(),
    user_id: z.string(),
    delivery_method: z.enum(ENUMS.delivery_method),
    postcode: z.string(),
    address: z.string(),
    items: z.array(itemSchema),
  })
  // The server's own delivery rule (Ukrposhta needs a 5-digit postcode and an address).
  .superRefine((values, ctx) => {
    for (const [field, messages] of Object.entries(deliveryErrors(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages[0] ?? '' })
    }
  })
export type OrderFormValues = z.input<typeof formSchema>
