/**
 * The inquiries plugin's client-safe face: the site's contact and party forms' schemas, the staff
 * dashboard's Inquiries and Birthday Parties tabs' calls (seed 001 §3, §7; issue 17), the schemas
 * the dialogs and the endpoints share, and the answers' shapes. Nothing here loads Payload; server
 * operations are in `./index.ts`.
 */
export {
  INQUIRY_MESSAGES,
  confirmPartySchema,
  sendReplySchema,
  type AlternativeDateAnswer,
  type ConfirmPartyInput,
  type ConfirmedParty,
  type DraftedResponse,
  type DraftResponseAnswer,
  type InquiriesAnswer,
  type InquiryAvailability,
  type SendReplyInput,
  type SlotTimes,
  type StaffInquiry,
  type StaffInquiryParty,
  type StaffInquiryReply,
} from './domain/staffInquiryApi'
export {
  CONTACT_INQUIRY_TYPES,
  MESSAGE_MAX_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  contactSchema,
  type ContactInput,
  type ContactRequest,
} from './domain/contactSchema'
export {
  CHILD_AGE_OPTIONS,
  CHILDREN_COUNT_OPTIONS,
  partyInquirySchema,
  type PartyInquiryInput,
  type PartyInquiryRequest,
} from './domain/partyInquirySchema'

export {
  PARTY_PAGE_MESSAGES,
  PARTY_PAYMENT_STAGES,
  PARTY_STATUSES,
  cancelPartySchema,
  changePartySchema,
  partyChangesSchema,
  partyRewardSchema,
  payPartySchema,
  type PartyChangesInput,
  type PartyPaymentAnswer,
  type PartyPaymentStage,
  type PartyStatus,
  type PartyView,
  type PartyViewAnswer,
} from './domain/partyPageApi'
export { CONFIRM_DEPOSIT_OPTIONS, type ConfirmDeposit, type ConfirmPartyAnswer } from './domain/staffInquiryApi'
export {
  PARTY_CHECK_IN_OPENS_MINUTES,
  partyCheckInSchema,
  type DoorParty,
  type PartyCheckInAnswer,
  type PartyCheckInInput,
} from './domain/doorPartyApi'
export {
  STAFF_PARTY_MESSAGES,
  staffCancelPartySchema,
  takePartyPaymentSchema,
  type StaffCancelPartyInput,
  type StaffParty,
  type StaffPartyAnswer,
  type TakePartyPaymentInput,
} from './domain/staffPartyApi'

export type { AffectedBooking } from '@plugins/booking/contract'
