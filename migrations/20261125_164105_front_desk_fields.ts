import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'undo_no_show';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff_booking';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'move_booking';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'no_show';
  ALTER TYPE "public"."enum_bookings_source" ADD VALUE 'staff';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'markNoShows' BEFORE 'refundBooking';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'markNoShows' BEFORE 'refundBooking';
  ALTER TABLE "users" ADD COLUMN "can_refund" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "play_ends_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "complimentary_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('check_out', 'undo_check_in', 'undo_check_out', 'confirm_walk_in_payment', 'cancel_booking', 'refund', 'resend_confirmation', 'block_slot', 'unblock_slot', 'inquiry_reply', 'inquiry_responded', 'party_confirmed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'held'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('held', 'paid', 'checked_in', 'checked_out', 'cancelled', 'expired', 'refunded');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'held'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::text;
  DROP TYPE "public"."enum_bookings_source";
  CREATE TYPE "public"."enum_bookings_source" AS ENUM('online', 'walk_in');
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::"public"."enum_bookings_source";
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE "public"."enum_bookings_source" USING "source"::"public"."enum_bookings_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "can_refund";
  ALTER TABLE "bookings" DROP COLUMN "play_ends_at";
  ALTER TABLE "bookings" DROP COLUMN "no_show_at";
  ALTER TABLE "bookings" DROP COLUMN "complimentary_reason";`)
}
