import * as migration_20261122_081918_initial from './20261122_081918_initial';
import * as migration_20261122_114441_public_site_content from './20261122_114441_public_site_content';
import * as migration_20261122_121357_booking_engine from './20261122_121357_booking_engine';
import * as migration_20261122_155220_payments_refunds_emails from './20261122_155220_payments_refunds_emails';
import * as migration_20261122_161212_queued_emails from './20261122_161212_queued_emails';
import * as migration_20261122_162056_booking_client_key from './20261122_162056_booking_client_key';
import * as migration_20261122_165030_bank_debit_days from './20261122_165030_bank_debit_days';
import * as migration_20261122_184847_credits_loyalty_verification from './20261122_184847_credits_loyalty_verification';
import * as migration_20261123_150821_kiosk_check_in from './20261123_150821_kiosk_check_in';
import * as migration_20261123_152455_outbox_idempotency_key from './20261123_152455_outbox_idempotency_key';
import * as migration_20261124_162023_audit_log from './20261124_162023_audit_log';
import * as migration_20261124_164344_booking_refunds from './20261124_164344_booking_refunds';
import * as migration_20261124_165710_booking_receipt_url from './20261124_165710_booking_receipt_url';
import * as migration_20261124_192644_inquiry_replies_parties from './20261124_192644_inquiry_replies_parties';
import * as migration_20261124_210759_site_icons from './20261124_210759_site_icons';
import * as migration_20261125_132332_booking_settings_defaults from './20261125_132332_booking_settings_defaults';
import * as migration_20261125_132745_resume_staff_refunds_task from './20261125_132745_resume_staff_refunds_task';
import * as migration_20261125_133142_party_confirmation_email from './20261125_133142_party_confirmation_email';
import * as migration_20261125_133951_credit_pack_refunds from './20261125_133951_credit_pack_refunds';
import * as migration_20261125_164105_front_desk_fields from './20261125_164105_front_desk_fields';
import * as migration_20261127_031301_card_link_hold from './20261127_031301_card_link_hold';
import * as migration_20261127_035220_history_bounded_queries from './20261127_035220_history_bounded_queries';
import * as migration_20261127_094754_personal_data_erasure from './20261127_094754_personal_data_erasure';
import * as migration_20261127_100732_content_history from './20261127_100732_content_history';
import * as migration_20261127_103709_promo_codes from './20261127_103709_promo_codes';
import * as migration_20261127_130617_waiting_list from './20261127_130617_waiting_list';
import * as migration_20261127_140322_gift_vouchers from './20261127_140322_gift_vouchers';
import * as migration_20261128_002026_waiting_list_retention from './20261128_002026_waiting_list_retention';
import * as migration_20261128_003222_gift_voucher_refunds from './20261128_003222_gift_voucher_refunds';
import * as migration_20261128_005720_balance_adjustments from './20261128_005720_balance_adjustments';
import * as migration_20261129_013819_kiosk_offline_sync from './20261129_013819_kiosk_offline_sync';
import * as migration_20261129_020152_visit_events_idempotency_key from './20261129_020152_visit_events_idempotency_key';
import * as migration_20261129_063612_party_enum_values from './20261129_063612_party_enum_values';
import * as migration_20261129_063613_parties_deposits from './20261129_063613_parties_deposits';
import * as migration_20261129_065807_party_reminders_door from './20261129_065807_party_reminders_door';
import * as migration_20261129_095350_waitlist_day from './20261129_095350_waitlist_day';
import * as migration_20261129_100305_busy_settings from './20261129_100305_busy_settings';

export const migrations = [
  {
    up: migration_20261122_081918_initial.up,
    down: migration_20261122_081918_initial.down,
    name: '20261122_081918_initial',
  },
  {
    up: migration_20261122_114441_public_site_content.up,
    down: migration_20261122_114441_public_site_content.down,
    name: '20261122_114441_public_site_content',
  },
  {
    up: migration_20261122_121357_booking_engine.up,
    down: migration_20261122_121357_booking_engine.down,
    name: '20261122_121357_booking_engine',
  },
  {
    up: migration_20261122_155220_payments_refunds_emails.up,
    down: migration_20261122_155220_payments_refunds_emails.down,
    name: '20261122_155220_payments_refunds_emails',
  },
  {
    up: migration_20261122_161212_queued_emails.up,
    down: migration_20261122_161212_queued_emails.down,
    name: '20261122_161212_queued_emails',
  },
  {
    up: migration_20261122_162056_booking_client_key.up,
    down: migration_20261122_162056_booking_client_key.down,
    name: '20261122_162056_booking_client_key',
  },
  {
    up: migration_20261122_165030_bank_debit_days.up,
    down: migration_20261122_165030_bank_debit_days.down,
    name: '20261122_165030_bank_debit_days',
  },
  {
    up: migration_20261122_184847_credits_loyalty_verification.up,
    down: migration_20261122_184847_credits_loyalty_verification.down,
    name: '20261122_184847_credits_loyalty_verification',
  },
  {
    up: migration_20261123_150821_kiosk_check_in.up,
    down: migration_20261123_150821_kiosk_check_in.down,
    name: '20261123_150821_kiosk_check_in',
  },
  {
    up: migration_20261123_152455_outbox_idempotency_key.up,
    down: migration_20261123_152455_outbox_idempotency_key.down,
    name: '20261123_152455_outbox_idempotency_key',
  },
  {
    up: migration_20261124_162023_audit_log.up,
    down: migration_20261124_162023_audit_log.down,
    name: '20261124_162023_audit_log',
  },
  {
    up: migration_20261124_164344_booking_refunds.up,
    down: migration_20261124_164344_booking_refunds.down,
    name: '20261124_164344_booking_refunds',
  },
  {
    up: migration_20261124_165710_booking_receipt_url.up,
    down: migration_20261124_165710_booking_receipt_url.down,
    name: '20261124_165710_booking_receipt_url',
  },
  {
    up: migration_20261124_192644_inquiry_replies_parties.up,
    down: migration_20261124_192644_inquiry_replies_parties.down,
    name: '20261124_192644_inquiry_replies_parties',
  },
  {
    up: migration_20261124_210759_site_icons.up,
    down: migration_20261124_210759_site_icons.down,
    name: '20261124_210759_site_icons',
  },
  {
    up: migration_20261125_132332_booking_settings_defaults.up,
    down: migration_20261125_132332_booking_settings_defaults.down,
    name: '20261125_132332_booking_settings_defaults',
  },
  {
    up: migration_20261125_132745_resume_staff_refunds_task.up,
    down: migration_20261125_132745_resume_staff_refunds_task.down,
    name: '20261125_132745_resume_staff_refunds_task',
  },
  {
    up: migration_20261125_133142_party_confirmation_email.up,
    down: migration_20261125_133142_party_confirmation_email.down,
    name: '20261125_133142_party_confirmation_email',
  },
  {
    up: migration_20261125_133951_credit_pack_refunds.up,
    down: migration_20261125_133951_credit_pack_refunds.down,
    name: '20261125_133951_credit_pack_refunds',
  },
  {
    up: migration_20261125_164105_front_desk_fields.up,
    down: migration_20261125_164105_front_desk_fields.down,
    name: '20261125_164105_front_desk_fields',
  },
  {
    up: migration_20261127_031301_card_link_hold.up,
    down: migration_20261127_031301_card_link_hold.down,
    name: '20261127_031301_card_link_hold',
  },
  {
    up: migration_20261127_035220_history_bounded_queries.up,
    down: migration_20261127_035220_history_bounded_queries.down,
    name: '20261127_035220_history_bounded_queries',
  },
  {
    up: migration_20261127_094754_personal_data_erasure.up,
    down: migration_20261127_094754_personal_data_erasure.down,
    name: '20261127_094754_personal_data_erasure',
  },
  {
    up: migration_20261127_100732_content_history.up,
    down: migration_20261127_100732_content_history.down,
    name: '20261127_100732_content_history',
  },
  {
    up: migration_20261127_103709_promo_codes.up,
    down: migration_20261127_103709_promo_codes.down,
    name: '20261127_103709_promo_codes',
  },
  {
    up: migration_20261127_130617_waiting_list.up,
    down: migration_20261127_130617_waiting_list.down,
    name: '20261127_130617_waiting_list',
  },
  {
    up: migration_20261127_140322_gift_vouchers.up,
    down: migration_20261127_140322_gift_vouchers.down,
    name: '20261127_140322_gift_vouchers',
  },
  {
    up: migration_20261128_002026_waiting_list_retention.up,
    down: migration_20261128_002026_waiting_list_retention.down,
    name: '20261128_002026_waiting_list_retention',
  },
  {
    up: migration_20261128_003222_gift_voucher_refunds.up,
    down: migration_20261128_003222_gift_voucher_refunds.down,
    name: '20261128_003222_gift_voucher_refunds',
  },
  {
    up: migration_20261128_005720_balance_adjustments.up,
    down: migration_20261128_005720_balance_adjustments.down,
    name: '20261128_005720_balance_adjustments',
  },
  {
    up: migration_20261129_013819_kiosk_offline_sync.up,
    down: migration_20261129_013819_kiosk_offline_sync.down,
    name: '20261129_013819_kiosk_offline_sync',
  },
  {
    up: migration_20261129_020152_visit_events_idempotency_key.up,
    down: migration_20261129_020152_visit_events_idempotency_key.down,
    name: '20261129_020152_visit_events_idempotency_key',
  },
  {
    up: migration_20261129_063612_party_enum_values.up,
    down: migration_20261129_063612_party_enum_values.down,
    name: '20261129_063612_party_enum_values',
  },
  {
    up: migration_20261129_063613_parties_deposits.up,
    down: migration_20261129_063613_parties_deposits.down,
    name: '20261129_063613_parties_deposits',
  },
  {
    up: migration_20261129_065807_party_reminders_door.up,
    down: migration_20261129_065807_party_reminders_door.down,
    name: '20261129_065807_party_reminders_door',
  },
  {
    up: migration_20261129_095350_waitlist_day.up,
    down: migration_20261129_095350_waitlist_day.down,
    name: '20261129_095350_waitlist_day',
  },
  {
    up: migration_20261129_100305_busy_settings.up,
    down: migration_20261129_100305_busy_settings.down,
    name: '20261129_100305_busy_settings'
  },
];
