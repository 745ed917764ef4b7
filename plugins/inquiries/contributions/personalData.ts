import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import { eraseInquiriesBefore, eraseInquiriesFrom, type InquiriesErasure } from '../operations/eraseInquiries'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'

const recordsOf = (erased: InquiriesErasure) => [
  { entity: INQUIRIES_SLUG, ids: erased.inquiryIds },
  { entity: PARTIES_SLUG, ids: erased.partyIds },
]

/**
 * The inquiries plugin's part of a person's data (issue 27, ADR 0021): the address's inquiries and
 * their parties; nightly, inquiries past their retention period. The parties' calendar blocks
 * follow them (the booking plugin's part).
 */
export const inquiriesPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'inquiries',
      labels: { inquiries: 'Inquiries', parties: 'Parties' },
      erase: async (req, { address }) => {
        const erased = await eraseInquiriesFrom(req, address)
        return { counts: { inquiries: erased.inquiryIds.length, parties: erased.partyIds.length }, records: recordsOf(erased) }
      },
    },
  ],
  retention: [
    {
      plugin: 'inquiries',
      retain: async (req, { cutoffs }) => {
        const erased = await eraseInquiriesBefore(req, cutoffs.inquiries)
        return { counts: { inquiries: erased.inquiryIds.length }, records: recordsOf(erased) }
      },
    },
  ],
  export: [
    {
      plugin: 'inquiries',
      export: async (payload, { address }) => {
        const pool = databasePool(payload)
        const { rows: inquiries } = await pool.query<Record<string, unknown>>(
          `select id, name, email, phone, inquiry_type, message, party_child_name, party_child_age, party_party_date, party_party_time,
                  party_number_of_children, party_package_type, party_special_requests, party_dietary_requirements, responded,
                  responded_at, created_at
             from inquiries where lower(email) = $1 order by created_at`,
          [address],
        )
        const { rows: parties } = await pool.query<Record<string, unknown>>(
          `select id, date, start, "end", child_name, child_age, number_of_children, children, package_name, status, food_choices,
                  dietary_notes, total_pence, deposit_pence, paid_pence, refunded_pence, discount_code, cancelled_at, created_at
             from parties where inquiry_id = any($1::int[])`,
          [inquiries.map((inquiry) => inquiry.id)],
        )
        const { rows: partyPayments } = await pool.query<Record<string, unknown>>(
          `select party_id, stage, method, amount_pence, status, paid_at, payer_name, payer_email
             from party_payments where party_id = any($1::int[]) and status = 'paid' order by paid_at`,
          [parties.map((party) => party.id)],
        )
        return { sections: { inquiries, parties, partyPayments } }
      },
    },
  ],
}
