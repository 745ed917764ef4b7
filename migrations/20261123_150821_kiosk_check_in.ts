import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_source" AS ENUM('online', 'walk_in');
  CREATE TYPE "public"."enum_visit_events_action" AS ENUM('check_in', 'check_out', 'undo_check_in', 'undo_check_out');
  CREATE TYPE "public"."enum_visit_events_actor_kind" AS ENUM('device', 'user', 'system');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeKioskRequests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'autoCheckOut';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeKioskRequests';
  CREATE TABLE "kiosk_devices_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "kiosk_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"disabled" boolean DEFAULT false,
  	"last_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "visit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer,
  	"booking_reference" varchar NOT NULL,
  	"action" "enum_visit_events_action" NOT NULL,
  	"automatic" boolean DEFAULT false,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor_kind" "enum_visit_events_actor_kind" NOT NULL,
  	"actor_id" numeric,
  	"actor_label" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"waiver_version" numeric,
  	"number_plate" varchar,
  	"parking_agreed" boolean,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kiosk_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_key" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"status" numeric NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kiosk_settings_waiver_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version" numeric NOT NULL,
  	"terms" varchar NOT NULL,
  	"liability" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "kiosk_settings_ticket_suggestions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"price_pence" numeric NOT NULL,
  	"only_when_one_child" boolean DEFAULT false
  );
  
  CREATE TABLE "kiosk_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"check_in_opens_minutes_before" numeric NOT NULL,
  	"auto_check_out_grace_minutes" numeric NOT NULL,
  	"idle_reset_seconds" numeric NOT NULL,
  	"success_reset_seconds" numeric NOT NULL,
  	"terms" varchar NOT NULL,
  	"liability" varchar NOT NULL,
  	"waiver_version" numeric DEFAULT 0,
  	"parking_text" varchar NOT NULL,
  	"parking_free_hours" numeric NOT NULL,
  	"parking_fee_pence" numeric NOT NULL,
  	"parking_fee_hours" numeric NOT NULL,
  	"sessions_note" varchar NOT NULL,
  	"safety_note" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "bookings" ALTER COLUMN "customer_email" DROP NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_phone" DROP NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "source" "enum_bookings_source" DEFAULT 'online';
  ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "paid_in_store" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "in_store_payment_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "in_store_payment_confirmed_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kiosk_devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kiosk_requests_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "kiosk_devices_id" integer;
  ALTER TABLE "kiosk_devices_sessions" ADD CONSTRAINT "kiosk_devices_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kiosk_settings_waiver_history" ADD CONSTRAINT "kiosk_settings_waiver_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."kiosk_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "kiosk_settings_ticket_suggestions" ADD CONSTRAINT "kiosk_settings_ticket_suggestions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."kiosk_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "kiosk_devices_sessions_order_idx" ON "kiosk_devices_sessions" USING btree ("_order");
  CREATE INDEX "kiosk_devices_sessions_parent_id_idx" ON "kiosk_devices_sessions" USING btree ("_parent_id");
  CREATE INDEX "kiosk_devices_disabled_idx" ON "kiosk_devices" USING btree ("disabled");
  CREATE INDEX "kiosk_devices_updated_at_idx" ON "kiosk_devices" USING btree ("updated_at");
  CREATE INDEX "kiosk_devices_created_at_idx" ON "kiosk_devices" USING btree ("created_at");
  CREATE UNIQUE INDEX "kiosk_devices_username_idx" ON "kiosk_devices" USING btree ("username");
  CREATE INDEX "visit_events_booking_idx" ON "visit_events" USING btree ("booking_id");
  CREATE INDEX "visit_events_booking_reference_idx" ON "visit_events" USING btree ("booking_reference");
  CREATE INDEX "visit_events_action_idx" ON "visit_events" USING btree ("action");
  CREATE INDEX "visit_events_at_idx" ON "visit_events" USING btree ("at");
  CREATE INDEX "visit_events_updated_at_idx" ON "visit_events" USING btree ("updated_at");
  CREATE INDEX "visit_events_created_at_idx" ON "visit_events" USING btree ("created_at");
  CREATE INDEX "kiosk_requests_updated_at_idx" ON "kiosk_requests" USING btree ("updated_at");
  CREATE INDEX "kiosk_requests_created_at_idx" ON "kiosk_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "actorKey_idempotencyKey_idx" ON "kiosk_requests" USING btree ("actor_key","idempotency_key");
  CREATE INDEX "kiosk_settings_waiver_history_order_idx" ON "kiosk_settings_waiver_history" USING btree ("_order");
  CREATE INDEX "kiosk_settings_waiver_history_parent_id_idx" ON "kiosk_settings_waiver_history" USING btree ("_parent_id");
  CREATE INDEX "kiosk_settings_ticket_suggestions_order_idx" ON "kiosk_settings_ticket_suggestions" USING btree ("_order");
  CREATE INDEX "kiosk_settings_ticket_suggestions_parent_id_idx" ON "kiosk_settings_ticket_suggestions" USING btree ("_parent_id");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_in_store_payment_confirmed_by_id_users_id_fk" FOREIGN KEY ("in_store_payment_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kiosk_devices_fk" FOREIGN KEY ("kiosk_devices_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_events_fk" FOREIGN KEY ("visit_events_id") REFERENCES "public"."visit_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kiosk_requests_fk" FOREIGN KEY ("kiosk_requests_id") REFERENCES "public"."kiosk_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_kiosk_devices_fk" FOREIGN KEY ("kiosk_devices_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source");
  CREATE INDEX "bookings_in_store_payment_confirmed_by_idx" ON "bookings" USING btree ("in_store_payment_confirmed_by_id");
  CREATE INDEX "payload_locked_documents_rels_kiosk_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("kiosk_devices_id");
  CREATE INDEX "payload_locked_documents_rels_visit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_events_id");
  CREATE INDEX "payload_locked_documents_rels_kiosk_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("kiosk_requests_id");
  CREATE INDEX "payload_preferences_rels_kiosk_devices_id_idx" ON "payload_preferences_rels" USING btree ("kiosk_devices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kiosk_devices_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kiosk_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kiosk_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kiosk_settings_waiver_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kiosk_settings_ticket_suggestions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kiosk_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "kiosk_devices_sessions" CASCADE;
  DROP TABLE "kiosk_devices" CASCADE;
  DROP TABLE "visit_events" CASCADE;
  DROP TABLE "kiosk_requests" CASCADE;
  DROP TABLE "kiosk_settings_waiver_history" CASCADE;
  DROP TABLE "kiosk_settings_ticket_suggestions" CASCADE;
  DROP TABLE "kiosk_settings" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_in_store_payment_confirmed_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kiosk_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kiosk_requests_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_kiosk_devices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'queueBookingReminders', 'refundBooking', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'queueBookingReminders', 'refundBooking', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_source_idx";
  DROP INDEX "bookings_in_store_payment_confirmed_by_idx";
  DROP INDEX "payload_locked_documents_rels_kiosk_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_kiosk_requests_id_idx";
  DROP INDEX "payload_preferences_rels_kiosk_devices_id_idx";
  ALTER TABLE "bookings" ALTER COLUMN "customer_email" SET NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_phone" SET NOT NULL;
  ALTER TABLE "bookings" DROP COLUMN "source";
  ALTER TABLE "bookings" DROP COLUMN "checked_in_at";
  ALTER TABLE "bookings" DROP COLUMN "checked_out_at";
  ALTER TABLE "bookings" DROP COLUMN "paid_in_store";
  ALTER TABLE "bookings" DROP COLUMN "in_store_payment_confirmed_at";
  ALTER TABLE "bookings" DROP COLUMN "in_store_payment_confirmed_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kiosk_devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kiosk_requests_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "kiosk_devices_id";
  DROP TYPE "public"."enum_bookings_source";
  DROP TYPE "public"."enum_visit_events_action";
  DROP TYPE "public"."enum_visit_events_actor_kind";`)
}
