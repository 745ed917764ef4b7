import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_cancelled_by" AS ENUM('customer', 'staff', 'system');
  CREATE TYPE "public"."enum_booking_settings_cancellation_rule" AS ENUM('hours_before_slot', 'before_visit_day');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePayments';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueBookingReminders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refundBooking';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendBookingEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePayments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueBookingReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refundBooking';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendBookingEmail';
  CREATE TABLE "email_outbox_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filename" varchar NOT NULL,
  	"content_type" varchar,
  	"cid" varchar,
  	"bytes" numeric,
  	"content_base64" varchar
  );
  
  ALTER TABLE "bookings" ADD COLUMN "needs_attention" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "client_secret_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "cancelled_by" "enum_bookings_cancelled_by";
  ALTER TABLE "bookings" ADD COLUMN "refund_due_pence" numeric;
  ALTER TABLE "bookings" ADD COLUMN "refunded_pence" numeric;
  ALTER TABLE "bookings" ADD COLUMN "refund_reference" varchar;
  ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "booking_settings" ADD COLUMN "cancellation_rule" "enum_booking_settings_cancellation_rule" DEFAULT 'hours_before_slot' NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "cancellation_hours_before" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "cancellation_policy_text" varchar DEFAULT 'Cancellation: free up to 24 hours ahead; same-day cancellations are not refunded. Bank payments take 1-3 business days.' NOT NULL;
  ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "email_outbox_attachments_order_idx" ON "email_outbox_attachments" USING btree ("_order");
  CREATE INDEX "email_outbox_attachments_parent_id_idx" ON "email_outbox_attachments" USING btree ("_parent_id");
  CREATE INDEX "bookings_needs_attention_idx" ON "bookings" USING btree ("needs_attention");
  CREATE INDEX "bookings_client_secret_hash_idx" ON "bookings" USING btree ("client_secret_hash");
  CREATE INDEX "bookings_reminder_sent_at_idx" ON "bookings" USING btree ("reminder_sent_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_outbox_attachments" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_needs_attention_idx";
  DROP INDEX "bookings_client_secret_hash_idx";
  DROP INDEX "bookings_reminder_sent_at_idx";
  ALTER TABLE "bookings" DROP COLUMN "needs_attention";
  ALTER TABLE "bookings" DROP COLUMN "client_secret_hash";
  ALTER TABLE "bookings" DROP COLUMN "cancelled_at";
  ALTER TABLE "bookings" DROP COLUMN "cancelled_by";
  ALTER TABLE "bookings" DROP COLUMN "refund_due_pence";
  ALTER TABLE "bookings" DROP COLUMN "refunded_pence";
  ALTER TABLE "bookings" DROP COLUMN "refund_reference";
  ALTER TABLE "bookings" DROP COLUMN "refunded_at";
  ALTER TABLE "bookings" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "bookings" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "booking_settings" DROP COLUMN "cancellation_rule";
  ALTER TABLE "booking_settings" DROP COLUMN "cancellation_hours_before";
  ALTER TABLE "booking_settings" DROP COLUMN "cancellation_policy_text";
  DROP TYPE "public"."enum_bookings_cancelled_by";
  DROP TYPE "public"."enum_booking_settings_cancellation_rule";`)
}
