export const AUDIT_LOG_SLUG = 'audit-log'

/** Every kind of staff action the log records (issue 16, the inquiry and calendar actions of issue 17, the erasure of issue 27). */
export const AUDIT_ACTIONS = [
  'check_out',
  'undo_check_in',
  'undo_check_out',
  'confirm_walk_in_payment',
  'cancel_booking',
  'refund',
  'resend_confirmation',
  'block_slot',
  'unblock_slot',
  'inquiry_reply',
  'inquiry_responded',
  'party_confirmed',
  'party_deposit_settled',
  'party_deposit_waived',
  'party_lapsed',
  'party_changed',
  'party_reward_applied',
  'party_cancelled',
  'party_balance_taken',
  'party_checked_in',
  'staff_check_in',
  'undo_no_show',
  'staff_booking',
  'move_booking',
  'personal_data_erased',
  'waiting_list_removed',
  'balance_adjustment',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
