'use client'

import type { ReactElement } from 'react'
import * as css from '../staff.css'
import { fieldErrors } from './fieldErrors'
import { PAYMENT_LABELS } from './newBookingForm'
import type { NewBookingForm } from './useNewBookingForm'

/** How the family pays: at the desk or by a card link (with an optional promo code), or free with a reason (admins only). */
export function PaymentFieldset({ booking }: { booking: NewBookingForm }): ReactElement {
  const { isAdmin, form, ids, set, quoted, checkPromo } = booking
  const { fieldError, described } = fieldErrors(booking.errors)
  return (
    <fieldset className={css.panel}>
      <legend className={css.field}>Payment</legend>
      <div className={css.row}>
        {(isAdmin ? (['in_store', 'card_link', 'complimentary'] as const) : (['in_store', 'card_link'] as const)).map((payment) => (
          <label key={payment} className={css.button}>
            <input
              type="radio"
              name="payment"
              value={payment}
              checked={form.payment === payment}
              onChange={() => set('payment')(payment)}
              style={{ marginRight: 8 }}
            />
            {PAYMENT_LABELS[payment]}
          </label>
        ))}
      </div>
      {form.payment === 'complimentary' ? (
        <label htmlFor={ids.reason} className={css.field}>
          Reason (goes in the audit log)
          <input
            id={ids.reason}
            className={css.input}
            value={form.reason}
            onChange={(event) => set('reason')(event.target.value)}
            {...described('reason', ids.reason)}
          />
          {fieldError('reason', ids.reason)}
        </label>
      ) : (
        <div className={css.field}>
          <label htmlFor={ids.promo}>Promo code (optional)</label>
          <span className={css.row}>
            <input
              id={ids.promo}
              className={css.input}
              autoComplete="off"
              autoCapitalize="characters"
              value={form.promoCode}
              onChange={(event) => set('promoCode')(event.target.value)}
              {...described('promoCode', ids.promo)}
            />
            <button type="button" className={css.button} onClick={() => void checkPromo()}>
              Check code
            </button>
          </span>
          {quoted ? <span role="status">{quoted.message}</span> : null}
          {fieldError('promoCode', ids.promo)}
        </div>
      )}
    </fieldset>
  )
}
