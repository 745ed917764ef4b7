import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_vouchers_status" AS ENUM('pending', 'processing', 'issued', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_voucher_ledger_reason" AS ENUM('issued', 'spent', 'refunded', 'expired');
  CREATE TYPE "public"."enum_voucher_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__voucher_settings_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendGiftVoucher' BEFORE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireGiftVouchers' BEFORE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcileGiftVouchers' BEFORE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendGiftVoucher' BEFORE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireGiftVouchers' BEFORE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcileGiftVouchers' BEFORE 'autoCheckOut';
  CREATE TABLE "gift_vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"amount_pence" numeric NOT NULL,
  	"status" "enum_gift_vouchers_status" DEFAULT 'pending' NOT NULL,
  	"buyer_name" varchar NOT NULL,
  	"buyer_email" varchar NOT NULL,
  	"recipient_name" varchar NOT NULL,
  	"message" varchar,
  	"expires_on" varchar,
  	"issued_at" timestamp(3) with time zone,
  	"payment_provider" varchar,
  	"payment_reference" varchar,
  	"staff_note" varchar,
  	"needs_attention" boolean DEFAULT false,
  	"client_secret_hash" varchar,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"voucher_id" integer NOT NULL,
  	"delta_pence" numeric NOT NULL,
  	"reason" "enum_voucher_ledger_reason" NOT NULL,
  	"booking_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_settings_amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount_pence" numeric
  );
  
  CREATE TABLE "voucher_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_edited_by_id" integer,
  	"available" boolean DEFAULT true,
  	"expiry_months" numeric DEFAULT 12,
  	"extra_terms" varchar,
  	"_status" "enum_voucher_settings_status" DEFAULT 'published',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_voucher_settings_v_version_amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount_pence" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_voucher_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_available" boolean DEFAULT true,
  	"version_expiry_months" numeric DEFAULT 12,
  	"version_extra_terms" varchar,
  	"version__status" "enum__voucher_settings_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "bookings" ADD COLUMN "voucher_code" varchar;
  ALTER TABLE "bookings" ADD COLUMN "voucher_applied_pence" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voucher_ledger_id" integer;
  ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_settings_amounts" ADD CONSTRAINT "voucher_settings_amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."voucher_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_voucher_settings_v_version_amounts" ADD CONSTRAINT "_voucher_settings_v_version_amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_voucher_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_voucher_settings_v" ADD CONSTRAINT "_voucher_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "gift_vouchers_code_idx" ON "gift_vouchers" USING btree ("code");
  CREATE INDEX "gift_vouchers_status_idx" ON "gift_vouchers" USING btree ("status");
  CREATE INDEX "gift_vouchers_buyer_email_idx" ON "gift_vouchers" USING btree ("buyer_email");
  CREATE INDEX "gift_vouchers_expires_on_idx" ON "gift_vouchers" USING btree ("expires_on");
  CREATE INDEX "gift_vouchers_issued_at_idx" ON "gift_vouchers" USING btree ("issued_at");
  CREATE INDEX "gift_vouchers_payment_reference_idx" ON "gift_vouchers" USING btree ("payment_reference");
  CREATE INDEX "gift_vouchers_needs_attention_idx" ON "gift_vouchers" USING btree ("needs_attention");
  CREATE INDEX "gift_vouchers_client_secret_hash_idx" ON "gift_vouchers" USING btree ("client_secret_hash");
  CREATE INDEX "gift_vouchers_client_key_idx" ON "gift_vouchers" USING btree ("client_key");
  CREATE INDEX "gift_vouchers_updated_at_idx" ON "gift_vouchers" USING btree ("updated_at");
  CREATE INDEX "gift_vouchers_created_at_idx" ON "gift_vouchers" USING btree ("created_at");
  CREATE INDEX "voucher_ledger_voucher_idx" ON "voucher_ledger" USING btree ("voucher_id");
  CREATE INDEX "voucher_ledger_reason_idx" ON "voucher_ledger" USING btree ("reason");
  CREATE INDEX "voucher_ledger_booking_idx" ON "voucher_ledger" USING btree ("booking_id");
  CREATE INDEX "voucher_ledger_updated_at_idx" ON "voucher_ledger" USING btree ("updated_at");
  CREATE INDEX "voucher_ledger_created_at_idx" ON "voucher_ledger" USING btree ("created_at");
  CREATE INDEX "voucher_settings_amounts_order_idx" ON "voucher_settings_amounts" USING btree ("_order");
  CREATE INDEX "voucher_settings_amounts_parent_id_idx" ON "voucher_settings_amounts" USING btree ("_parent_id");
  CREATE INDEX "voucher_settings_last_edited_by_idx" ON "voucher_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "voucher_settings__status_idx" ON "voucher_settings" USING btree ("_status");
  CREATE INDEX "_voucher_settings_v_version_amounts_order_idx" ON "_voucher_settings_v_version_amounts" USING btree ("_order");
  CREATE INDEX "_voucher_settings_v_version_amounts_parent_id_idx" ON "_voucher_settings_v_version_amounts" USING btree ("_parent_id");
  CREATE INDEX "_voucher_settings_v_version_version_last_edited_by_idx" ON "_voucher_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_voucher_settings_v_version_version__status_idx" ON "_voucher_settings_v" USING btree ("version__status");
  CREATE INDEX "_voucher_settings_v_created_at_idx" ON "_voucher_settings_v" USING btree ("created_at");
  CREATE INDEX "_voucher_settings_v_updated_at_idx" ON "_voucher_settings_v" USING btree ("updated_at");
  CREATE INDEX "_voucher_settings_v_latest_idx" ON "_voucher_settings_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_vouchers_fk" FOREIGN KEY ("gift_vouchers_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_ledger_fk" FOREIGN KEY ("voucher_ledger_id") REFERENCES "public"."voucher_ledger"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_voucher_code_idx" ON "bookings" USING btree ("voucher_code");
  CREATE INDEX "payload_locked_documents_rels_gift_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_ledger_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_settings_amounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_voucher_settings_v_version_amounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_voucher_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_vouchers" CASCADE;
  DROP TABLE "voucher_ledger" CASCADE;
  DROP TABLE "voucher_settings_amounts" CASCADE;
  DROP TABLE "voucher_settings" CASCADE;
  DROP TABLE "_voucher_settings_v_version_amounts" CASCADE;
  DROP TABLE "_voucher_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voucher_ledger_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_voucher_code_idx";
  DROP INDEX "payload_locked_documents_rels_gift_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_voucher_ledger_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "voucher_code";
  ALTER TABLE "bookings" DROP COLUMN "voucher_applied_pence";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voucher_ledger_id";
  DROP TYPE "public"."enum_gift_vouchers_status";
  DROP TYPE "public"."enum_voucher_ledger_reason";
  DROP TYPE "public"."enum_voucher_settings_status";
  DROP TYPE "public"."enum__voucher_settings_v_version_status";`)
}
