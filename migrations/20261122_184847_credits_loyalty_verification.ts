import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_purchases_status" AS ENUM('pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_credit_ledger_reason" AS ENUM('purchase', 'booking', 'booking_return', 'adjustment');
  CREATE TYPE "public"."enum_loyalty_ledger_kind" AS ENUM('welcome', 'earn', 'tier_bonus', 'achievement', 'redemption', 'reversal', 'adjustment');
  CREATE TYPE "public"."enum_loyalty_activities_kind" AS ENUM('visit', 'party');
  CREATE TYPE "public"."enum_loyalty_achievements_rule" AS ENUM('visits', 'parties');
  CREATE TYPE "public"."enum_loyalty_settings_tiers_level" AS ENUM('bronze', 'silver', 'gold', 'platinum');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeVerifications';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCreditReceipt';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcileCreditPurchases';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeVerifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCreditReceipt';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcileCreditPurchases';
  CREATE TABLE "email_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_purchases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"credits" numeric NOT NULL,
  	"amount_pence" numeric NOT NULL,
  	"savings_pence" numeric NOT NULL,
  	"status" "enum_credit_purchases_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"payment_provider" varchar,
  	"payment_reference" varchar,
  	"staff_note" varchar,
  	"needs_attention" boolean DEFAULT false,
  	"client_secret_hash" varchar,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"delta" numeric NOT NULL,
  	"reason" "enum_credit_ledger_reason" NOT NULL,
  	"purchase_id" integer,
  	"booking_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"points" numeric NOT NULL,
  	"kind" "enum_loyalty_ledger_kind" NOT NULL,
  	"description" varchar NOT NULL,
  	"entry_key" varchar NOT NULL,
  	"booking_id" integer,
  	"achievement_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_loyalty_activities_kind" NOT NULL,
  	"source_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"reward_id" integer,
  	"reward_title" varchar NOT NULL,
  	"points_cost" numeric NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_rewards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"points_cost" numeric NOT NULL,
  	"value" varchar,
  	"icon" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_achievements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"rule" "enum_loyalty_achievements_rule" NOT NULL,
  	"threshold" numeric NOT NULL,
  	"points_reward" numeric NOT NULL,
  	"category" varchar,
  	"icon" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_settings_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "credit_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"available" boolean DEFAULT true,
  	"title" varchar DEFAULT '10 Session Credits' NOT NULL,
  	"credits" numeric NOT NULL,
  	"price_pence" numeric NOT NULL,
  	"credit_ticket_type_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "loyalty_settings_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"level" "enum_loyalty_settings_tiers_level" NOT NULL,
  	"label" varchar NOT NULL,
  	"min_points" numeric NOT NULL,
  	"bonus_percent" numeric DEFAULT 0 NOT NULL,
  	"bonus_weekends_only" boolean DEFAULT false
  );
  
  CREATE TABLE "loyalty_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"points_per_pound" numeric NOT NULL,
  	"welcome_bonus" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "party_booked" boolean DEFAULT false;
  ALTER TABLE "payment_events" ADD COLUMN "subject" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_verifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limit_counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_purchases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_rewards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_achievements_id" integer;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_achievement_id_loyalty_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."loyalty_achievements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_activities" ADD CONSTRAINT "loyalty_activities_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_redemptions" ADD CONSTRAINT "loyalty_redemptions_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_redemptions" ADD CONSTRAINT "loyalty_redemptions_reward_id_loyalty_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_settings_benefits" ADD CONSTRAINT "credit_settings_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_settings" ADD CONSTRAINT "credit_settings_credit_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("credit_ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_settings_tiers" ADD CONSTRAINT "loyalty_settings_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."loyalty_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "email_verifications_address_hash_idx" ON "email_verifications" USING btree ("address_hash");
  CREATE INDEX "email_verifications_expires_at_idx" ON "email_verifications" USING btree ("expires_at");
  CREATE INDEX "email_verifications_updated_at_idx" ON "email_verifications" USING btree ("updated_at");
  CREATE INDEX "email_verifications_created_at_idx" ON "email_verifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limit_counters_bucket_idx" ON "rate_limit_counters" USING btree ("bucket");
  CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");
  CREATE INDEX "rate_limit_counters_updated_at_idx" ON "rate_limit_counters" USING btree ("updated_at");
  CREATE INDEX "rate_limit_counters_created_at_idx" ON "rate_limit_counters" USING btree ("created_at");
  CREATE INDEX "credit_purchases_customer_email_idx" ON "credit_purchases" USING btree ("customer_email");
  CREATE INDEX "credit_purchases_status_idx" ON "credit_purchases" USING btree ("status");
  CREATE INDEX "credit_purchases_payment_reference_idx" ON "credit_purchases" USING btree ("payment_reference");
  CREATE INDEX "credit_purchases_needs_attention_idx" ON "credit_purchases" USING btree ("needs_attention");
  CREATE INDEX "credit_purchases_client_secret_hash_idx" ON "credit_purchases" USING btree ("client_secret_hash");
  CREATE INDEX "credit_purchases_client_key_idx" ON "credit_purchases" USING btree ("client_key");
  CREATE INDEX "credit_purchases_updated_at_idx" ON "credit_purchases" USING btree ("updated_at");
  CREATE INDEX "credit_purchases_created_at_idx" ON "credit_purchases" USING btree ("created_at");
  CREATE INDEX "credit_ledger_email_idx" ON "credit_ledger" USING btree ("email");
  CREATE INDEX "credit_ledger_purchase_idx" ON "credit_ledger" USING btree ("purchase_id");
  CREATE INDEX "credit_ledger_booking_idx" ON "credit_ledger" USING btree ("booking_id");
  CREATE INDEX "credit_ledger_updated_at_idx" ON "credit_ledger" USING btree ("updated_at");
  CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "loyalty_members_email_idx" ON "loyalty_members" USING btree ("email");
  CREATE INDEX "loyalty_members_updated_at_idx" ON "loyalty_members" USING btree ("updated_at");
  CREATE INDEX "loyalty_members_created_at_idx" ON "loyalty_members" USING btree ("created_at");
  CREATE INDEX "loyalty_ledger_member_idx" ON "loyalty_ledger" USING btree ("member_id");
  CREATE UNIQUE INDEX "loyalty_ledger_entry_key_idx" ON "loyalty_ledger" USING btree ("entry_key");
  CREATE INDEX "loyalty_ledger_booking_idx" ON "loyalty_ledger" USING btree ("booking_id");
  CREATE INDEX "loyalty_ledger_achievement_idx" ON "loyalty_ledger" USING btree ("achievement_id");
  CREATE INDEX "loyalty_ledger_updated_at_idx" ON "loyalty_ledger" USING btree ("updated_at");
  CREATE INDEX "loyalty_ledger_created_at_idx" ON "loyalty_ledger" USING btree ("created_at");
  CREATE INDEX "loyalty_activities_member_idx" ON "loyalty_activities" USING btree ("member_id");
  CREATE UNIQUE INDEX "loyalty_activities_source_key_idx" ON "loyalty_activities" USING btree ("source_key");
  CREATE INDEX "loyalty_activities_updated_at_idx" ON "loyalty_activities" USING btree ("updated_at");
  CREATE INDEX "loyalty_activities_created_at_idx" ON "loyalty_activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "loyalty_redemptions_code_idx" ON "loyalty_redemptions" USING btree ("code");
  CREATE INDEX "loyalty_redemptions_member_idx" ON "loyalty_redemptions" USING btree ("member_id");
  CREATE INDEX "loyalty_redemptions_reward_idx" ON "loyalty_redemptions" USING btree ("reward_id");
  CREATE INDEX "loyalty_redemptions_updated_at_idx" ON "loyalty_redemptions" USING btree ("updated_at");
  CREATE INDEX "loyalty_redemptions_created_at_idx" ON "loyalty_redemptions" USING btree ("created_at");
  CREATE INDEX "loyalty_rewards_updated_at_idx" ON "loyalty_rewards" USING btree ("updated_at");
  CREATE INDEX "loyalty_rewards_created_at_idx" ON "loyalty_rewards" USING btree ("created_at");
  CREATE INDEX "loyalty_achievements_updated_at_idx" ON "loyalty_achievements" USING btree ("updated_at");
  CREATE INDEX "loyalty_achievements_created_at_idx" ON "loyalty_achievements" USING btree ("created_at");
  CREATE INDEX "credit_settings_benefits_order_idx" ON "credit_settings_benefits" USING btree ("_order");
  CREATE INDEX "credit_settings_benefits_parent_id_idx" ON "credit_settings_benefits" USING btree ("_parent_id");
  CREATE INDEX "credit_settings_credit_ticket_type_idx" ON "credit_settings" USING btree ("credit_ticket_type_id");
  CREATE INDEX "loyalty_settings_tiers_order_idx" ON "loyalty_settings_tiers" USING btree ("_order");
  CREATE INDEX "loyalty_settings_tiers_parent_id_idx" ON "loyalty_settings_tiers" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_verifications_fk" FOREIGN KEY ("email_verifications_id") REFERENCES "public"."email_verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_counters_fk" FOREIGN KEY ("rate_limit_counters_id") REFERENCES "public"."rate_limit_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_purchases_fk" FOREIGN KEY ("credit_purchases_id") REFERENCES "public"."credit_purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk" FOREIGN KEY ("credit_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_members_fk" FOREIGN KEY ("loyalty_members_id") REFERENCES "public"."loyalty_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_ledger_fk" FOREIGN KEY ("loyalty_ledger_id") REFERENCES "public"."loyalty_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_activities_fk" FOREIGN KEY ("loyalty_activities_id") REFERENCES "public"."loyalty_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_redemptions_fk" FOREIGN KEY ("loyalty_redemptions_id") REFERENCES "public"."loyalty_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_rewards_fk" FOREIGN KEY ("loyalty_rewards_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_achievements_fk" FOREIGN KEY ("loyalty_achievements_id") REFERENCES "public"."loyalty_achievements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payment_events_subject_idx" ON "payment_events" USING btree ("subject");
  CREATE INDEX "payload_locked_documents_rels_email_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("email_verifications_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limit_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_counters_id");
  CREATE INDEX "payload_locked_documents_rels_credit_purchases_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_purchases_id");
  CREATE INDEX "payload_locked_documents_rels_credit_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_members_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_members_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_activities_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_rewards_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_rewards_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_achievements_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_achievements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_verifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limit_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_purchases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_rewards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_achievements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_settings_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_settings_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_verifications" CASCADE;
  DROP TABLE "rate_limit_counters" CASCADE;
  DROP TABLE "credit_purchases" CASCADE;
  DROP TABLE "credit_ledger" CASCADE;
  DROP TABLE "loyalty_members" CASCADE;
  DROP TABLE "loyalty_ledger" CASCADE;
  DROP TABLE "loyalty_activities" CASCADE;
  DROP TABLE "loyalty_redemptions" CASCADE;
  DROP TABLE "loyalty_rewards" CASCADE;
  DROP TABLE "loyalty_achievements" CASCADE;
  DROP TABLE "credit_settings_benefits" CASCADE;
  DROP TABLE "credit_settings" CASCADE;
  DROP TABLE "loyalty_settings_tiers" CASCADE;
  DROP TABLE "loyalty_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_verifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limit_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_purchases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_rewards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_achievements_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'queueBookingReminders', 'refundBooking', 'sendBookingEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'queueBookingReminders', 'refundBooking', 'sendBookingEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payment_events_subject_idx";
  DROP INDEX "payload_locked_documents_rels_email_verifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limit_counters_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_purchases_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_rewards_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_achievements_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "party_booked";
  ALTER TABLE "payment_events" DROP COLUMN "subject";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_verifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limit_counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_purchases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_rewards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_achievements_id";
  DROP TYPE "public"."enum_credit_purchases_status";
  DROP TYPE "public"."enum_credit_ledger_reason";
  DROP TYPE "public"."enum_loyalty_ledger_kind";
  DROP TYPE "public"."enum_loyalty_activities_kind";
  DROP TYPE "public"."enum_loyalty_achievements_rule";
  DROP TYPE "public"."enum_loyalty_settings_tiers_level";`)
}
