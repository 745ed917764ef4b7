'use client'

import type { ReactElement } from 'react'
import type { StaffInquiryParty } from '@plugins/inquiries/contract'
import * as css from '../staff.css'

/** What the family asked for on the party form. */
export function InquiryPartyFacts({ party }: { party: StaffInquiryParty }): ReactElement {
  return (
    <dl className={css.facts}>
      <dt>Child</dt>
      <dd>
        {party.childName}, {party.childAge}
      </dd>
      <dt>Preferred date</dt>
      <dd>
        {party.partyDate} · {party.partyTime}
      </dd>
      <dt>Children</dt>
      <dd>{party.numberOfChildren}</dd>
      <dt>Package</dt>
      <dd>{party.packageName ?? party.packageType}</dd>
      {party.specialRequests ? (
        <>
          <dt>Requests</dt>
          <dd className={css.preWrap}>{party.specialRequests}</dd>
        </>
      ) : null}
      {party.dietaryRequirements ? (
        <>
          <dt>Dietary</dt>
          <dd className={css.preWrap}>{party.dietaryRequirements}</dd>
        </>
      ) : null}
    </dl>
  )
}
