import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_checked_in' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPartyReminders' BEFORE 'reconcilePartyPayments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPartyReminders' BEFORE 'reconcilePartyPayments';
  ALTER TABLE "parties" ADD COLUMN "reminder_week_sent_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "reminder_day_sent_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "checked_in_children" numeric;
  ALTER TABLE "parties" ADD COLUMN "checked_in_adults" numeric;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_reminder_week_subject" varchar DEFAULT '{{childName}}''s party in a week: please check the numbers and food' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_reminder_week_body" varchar DEFAULT 'Hello {{parentName}},
  
  {{childName}}''s party at {{venueName}} is a week away: {{partyDate}}, {{partyTime}}.
  
  Please check the number of children, the food and any dietary needs on your party page by {{changesCloseOn}}: {{partyLink}}
  
  {{priceSummary}}
  
  Best wishes,
  The {{venueName}} team
  {{venuePhone}}' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_reminder_day_subject" varchar DEFAULT '{{childName}}''s party is tomorrow' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_reminder_day_body" varchar DEFAULT 'Hello {{parentName}},
  
  See you tomorrow for {{childName}}''s party: {{partyDate}}, {{partyTime}}. Please arrive by {{arriveBy}}.
  
  What to bring: {{whatToBring}}
  
  {{balanceLine}}
  
  Your party page: {{partyLink}}
  
  You''ll find us at:
  {{venueAddress}}
  
  Best wishes,
  The {{venueName}} team
  {{venuePhone}}' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('check_out', 'undo_check_in', 'undo_check_out', 'confirm_walk_in_payment', 'cancel_booking', 'refund', 'resend_confirmation', 'block_slot', 'unblock_slot', 'inquiry_reply', 'inquiry_responded', 'party_confirmed', 'party_deposit_settled', 'party_deposit_waived', 'party_lapsed', 'party_changed', 'party_reward_applied', 'party_cancelled', 'party_balance_taken', 'staff_check_in', 'undo_no_show', 'staff_booking', 'move_booking', 'personal_data_erased', 'waiting_list_removed', 'balance_adjustment');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'refundPartyPayment', 'lapsePartyDeposits', 'reconcilePartyPayments', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'sendGiftVoucher', 'expireGiftVouchers', 'reconcileGiftVouchers', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'refundPartyPayment', 'lapsePartyDeposits', 'reconcilePartyPayments', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'sendGiftVoucher', 'expireGiftVouchers', 'reconcileGiftVouchers', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "parties" DROP COLUMN "reminder_week_sent_at";
  ALTER TABLE "parties" DROP COLUMN "reminder_day_sent_at";
  ALTER TABLE "parties" DROP COLUMN "checked_in_at";
  ALTER TABLE "parties" DROP COLUMN "checked_in_children";
  ALTER TABLE "parties" DROP COLUMN "checked_in_adults";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_reminder_week_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_reminder_week_body";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_reminder_day_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_reminder_day_body";`)
}
