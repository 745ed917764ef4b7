import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waiting_list_entries_status" AS ENUM('waiting', 'offered', 'booked', 'expired', 'closed', 'left', 'removed');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'waiting_list_removed';
  ALTER TYPE "public"."enum_bookings_source" ADD VALUE 'waiting_list';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'offerFreedPlaces' BEFORE 'purgeVerifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'offerFreedPlaces' BEFORE 'purgeVerifications';
  CREATE TABLE "waiting_list_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"slot_start" varchar NOT NULL,
  	"slot_label" varchar NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"children" numeric NOT NULL,
  	"status" "enum_waiting_list_entries_status" DEFAULT 'waiting' NOT NULL,
  	"offer_booking_id" numeric,
  	"offered_at" timestamp(3) with time zone,
  	"offer_expires_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waiting_list_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"offer_minutes" numeric DEFAULT 120 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_entries_id" integer;
  CREATE INDEX "waiting_list_entries_date_idx" ON "waiting_list_entries" USING btree ("date");
  CREATE INDEX "waiting_list_entries_slot_start_idx" ON "waiting_list_entries" USING btree ("slot_start");
  CREATE INDEX "waiting_list_entries_customer_email_idx" ON "waiting_list_entries" USING btree ("customer_email");
  CREATE INDEX "waiting_list_entries_status_idx" ON "waiting_list_entries" USING btree ("status");
  CREATE INDEX "waiting_list_entries_offer_booking_id_idx" ON "waiting_list_entries" USING btree ("offer_booking_id");
  CREATE INDEX "waiting_list_entries_updated_at_idx" ON "waiting_list_entries" USING btree ("updated_at");
  CREATE INDEX "waiting_list_entries_created_at_idx" ON "waiting_list_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk" FOREIGN KEY ("waiting_list_entries_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waiting_list_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waiting_list_entries" CASCADE;
  DROP TABLE "waiting_list_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('check_out', 'undo_check_in', 'undo_check_out', 'confirm_walk_in_payment', 'cancel_booking', 'refund', 'resend_confirmation', 'block_slot', 'unblock_slot', 'inquiry_reply', 'inquiry_responded', 'party_confirmed', 'staff_check_in', 'undo_no_show', 'staff_booking', 'move_booking', 'personal_data_erased');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::text;
  DROP TYPE "public"."enum_bookings_source";
  CREATE TYPE "public"."enum_bookings_source" AS ENUM('online', 'walk_in', 'staff');
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::"public"."enum_bookings_source";
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE "public"."enum_bookings_source" USING "source"::"public"."enum_bookings_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_entries_id";
  DROP TYPE "public"."enum_waiting_list_entries_status";`)
}
