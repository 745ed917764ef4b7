'use client'

import type { ReactElement } from 'react'
import { formatPence } from '@/lib/money'
import * as css from '../staff.css'
import type { NewBookingForm } from './useNewBookingForm'

/** The tickets on sale, each with its price and a count to step up or down. */
export function TicketsFieldset({ booking }: { booking: NewBookingForm }): ReactElement {
  const { errors, ids, tickets, onSale, quantities, count } = booking
  return (
    <fieldset className={css.panel} aria-describedby={errors.ticketQuantities ? `${ids.total}-tickets` : undefined}>
      <legend className={css.field}>Tickets</legend>
      {tickets.error ? <p role="alert">The ticket prices could not be loaded.</p> : null}
      {onSale.map((ticket) => {
        const quantity = quantities[ticket.key] ?? 0
        return (
          <div key={ticket.key} className={css.spread}>
            <span>
              {ticket.title} <span className={css.subtle}>{formatPence(ticket.pricePence + ticket.feePence)}</span>
            </span>
            <span className={css.row} role="group" aria-label={ticket.title}>
              <button
                type="button"
                className={css.button}
                onClick={() => count(ticket.key, -1)}
                disabled={quantity === 0}
                aria-label={`One fewer ${ticket.title}`}
              >
                −
              </button>
              <output
                aria-live="polite"
                aria-label={`${ticket.title} tickets`}
                style={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
              >
                {quantity}
              </output>
              <button type="button" className={css.button} onClick={() => count(ticket.key, 1)} aria-label={`One more ${ticket.title}`}>
                +
              </button>
            </span>
          </div>
        )
      })}
      {errors.ticketQuantities ? (
        <span id={`${ids.total}-tickets`} role="alert" className={css.subtle}>
          {errors.ticketQuantities}
        </span>
      ) : null}
    </fieldset>
  )
}
