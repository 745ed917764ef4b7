import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'
import { exportVouchersFor } from '@plugins/vouchers'

/** Everything held about one e-mail address (UK GDPR, right of access), as one JSON document. */
export type CustomerExport = {
  email: string
  exportedAt: string
  bookings: Record<string, unknown>[]
  visits: Record<string, unknown>[]
  credits: { purchases: Record<string, unknown>[]; ledger: Record<string, unknown>[] }
  /** Gift vouchers the address bought, each with its ledger. */
  giftVouchers: Record<string, unknown>[]
  loyalty: { members: Record<string, unknown>[]; ledger: Record<string, unknown>[]; redemptions: Record<string, unknown>[] }
  inquiries: Record<string, unknown>[]
  parties: Record<string, unknown>[]
  /** Waiting lists joined (ADR 0026). */
  waitingList: Record<string, unknown>[]
  emailsSent: Record<string, unknown>[]
}

/**
 * Reads every table that holds the address, matched without regard to case (addresses are stored
 * as typed). Secrets are left out: payment client secrets, verification code hashes, idempotency
 * keys. Visits, loyalty points and parties follow from the bookings, members and inquiries found.
 */
export async function customerExport(payload: Payload, email: string, now: Date): Promise<CustomerExport> {
  const pool = databasePool(payload)
  const rows = async (text: string, values: unknown[]) => (await pool.query<Record<string, unknown>>(text, values)).rows
  const address = email.trim().toLowerCase()

  const bookings = await rows(
    `select b.id, b.reference, b.customer_name, b.customer_email, b.customer_phone, b.date, b.slot_label, b.children, b.adults,
            b.child_ages, b.special_requests, b.loyalty_opt_in, b.status, b.source, b.original_amount_pence, b.credit_savings_pence,
            b.final_amount_pence, b.session_credits_used, b.paid_at, b.payment_provider, b.payment_reference, b.cancelled_at,
            b.refunded_pence, b.refunded_at, b.checked_in_at, b.checked_out_at, b.no_show_at, b.created_at,
            coalesce((select json_agg(json_build_object('ticket', t.title, 'quantity', t.quantity, 'linePence', t.line_total_pence)) from bookings_tickets t
                       where t._parent_id = b.id), '[]') as tickets
       from bookings b where lower(b.customer_email) = $1 order by b.created_at`,
    [address],
  )
  const bookingIds = bookings.map((booking) => booking.id)
  const [visits, purchases, creditLedger, members, inquiries, emailsSent, waitingList] = await Promise.all([
    rows(
      `select booking_reference, action, automatic, at, number_plate, parking_agreed, waiver_version, reason
         from visit_events where booking_id = any($1::int[]) order by at`,
      [bookingIds],
    ),
    rows(
      `select id, customer_name, customer_email, customer_phone, credits, amount_pence, savings_pence, status, paid_at, created_at
         from credit_purchases where lower(customer_email) = $1 order by created_at`,
      [address],
    ),
    rows('select delta, reason, purchase_id, booking_id, note, created_at from credit_ledger where lower(email) = $1 order by created_at', [
      address,
    ]),
    rows('select id, email, name, created_at from loyalty_members where lower(email) = $1', [address]),
    rows(
      `select id, name, email, phone, inquiry_type, message, party_child_name, party_child_age, party_party_date, party_party_time,
              party_number_of_children, party_package_type, party_special_requests, party_dietary_requirements, responded,
              responded_at, created_at
         from inquiries where lower(email) = $1 order by created_at`,
      [address],
    ),
    rows('select "to", subject, created_at from email_outbox where lower("to") = $1 order by created_at', [address]),
    rows(
      `select customer_name, customer_email, date, slot_label, children, status, offered_at, offer_expires_at, ended_at, created_at
         from waiting_list_entries where lower(customer_email) = $1 order by created_at`,
      [address],
    ),
  ])
  const memberIds = members.map((member) => member.id)
  const inquiryIds = inquiries.map((inquiry) => inquiry.id)
  const [loyaltyLedger, redemptions, parties] = await Promise.all([
    rows(
      'select points, kind, description, booking_id, created_at from loyalty_ledger where member_id = any($1::int[]) order by created_at',
      [memberIds],
    ),
    rows(
      'select code, reward_title, points_cost, used_at, created_at from loyalty_redemptions where member_id = any($1::int[]) order by created_at',
      [memberIds],
    ),
    rows(
      'select date, start, "end", child_name, number_of_children, package_name, status, created_at from parties where inquiry_id = any($1::int[])',
      [inquiryIds],
    ),
  ])
  return {
    email: address,
    exportedAt: now.toISOString(),
    bookings,
    visits,
    credits: { purchases, ledger: creditLedger },
    giftVouchers: await exportVouchersFor(payload, address),
    loyalty: { members, ledger: loyaltyLedger, redemptions },
    inquiries,
    parties,
    waitingList,
    emailsSent,
  }
}
