import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_parties_pricing" AS ENUM('perChild', 'flat');
  CREATE TYPE "public"."enum_parties_deposit_settled_as" AS ENUM('online', 'cash', 'card', 'waived');
  CREATE TYPE "public"."enum_parties_cancelled_by" AS ENUM('family', 'staff');
  CREATE TYPE "public"."enum_party_payments_stage" AS ENUM('deposit', 'balance');
  CREATE TYPE "public"."enum_party_payments_method" AS ENUM('online', 'cash', 'card');
  CREATE TYPE "public"."enum_party_payments_status" AS ENUM('pending', 'processing', 'paid', 'failed', 'cancelled', 'superseded');
  CREATE TYPE "public"."enum_party_refunds_status" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_party_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__party_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "party_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"party_id" integer NOT NULL,
  	"stage" "enum_party_payments_stage" NOT NULL,
  	"method" "enum_party_payments_method" NOT NULL,
  	"amount_pence" numeric NOT NULL,
  	"status" "enum_party_payments_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"payer_name" varchar,
  	"payer_email" varchar,
  	"recorded_by_id" integer,
  	"payment_provider" varchar,
  	"payment_reference" varchar,
  	"staff_note" varchar,
  	"needs_attention" boolean DEFAULT false,
  	"client_secret_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "party_refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"party_id" integer NOT NULL,
  	"payment_id" integer NOT NULL,
  	"amount_pence" numeric NOT NULL,
  	"status" "enum_party_refunds_status" DEFAULT 'pending' NOT NULL,
  	"to_card" boolean DEFAULT true,
  	"reason" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"requested_by_id" integer,
  	"refunded_at" timestamp(3) with time zone,
  	"provider_refund_id" varchar,
  	"failure" varchar,
  	"needs_attention" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "party_settings_package_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"package_key" varchar,
  	"deposit_pence" numeric,
  	"min_children" numeric,
  	"max_children" numeric
  );
  
  CREATE TABLE "party_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_edited_by_id" integer,
  	"default_deposit_pence" numeric DEFAULT 5000,
  	"room_capacity" numeric DEFAULT 30,
  	"deposit_hold_days" numeric DEFAULT 3,
  	"changes_close_days_before" numeric DEFAULT 7,
  	"deposit_refundable_days_before" numeric DEFAULT 14,
  	"cancellation_terms" varchar DEFAULT 'Your deposit secures the party slot. If you cancel at least {refundableDays} days before the party, we refund your deposit in full; after that the deposit is kept. Anything paid beyond the deposit is always refunded. You can change the number of children and the food until {changeDays} days before the party; after that, please call us.',
  	"what_to_bring" varchar DEFAULT 'Socks for everyone who plays (children and adults), the birthday cake if you are bringing one, and any party bags.',
  	"arrive_minutes_before" numeric DEFAULT 15,
  	"_status" "enum_party_settings_status" DEFAULT 'published',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_party_settings_v_version_package_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"package_key" varchar,
  	"deposit_pence" numeric,
  	"min_children" numeric,
  	"max_children" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_party_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_default_deposit_pence" numeric DEFAULT 5000,
  	"version_room_capacity" numeric DEFAULT 30,
  	"version_deposit_hold_days" numeric DEFAULT 3,
  	"version_changes_close_days_before" numeric DEFAULT 7,
  	"version_deposit_refundable_days_before" numeric DEFAULT 14,
  	"version_cancellation_terms" varchar DEFAULT 'Your deposit secures the party slot. If you cancel at least {refundableDays} days before the party, we refund your deposit in full; after that the deposit is kept. Anything paid beyond the deposit is always refunded. You can change the number of children and the food until {changeDays} days before the party; after that, please call us.',
  	"version_what_to_bring" varchar DEFAULT 'Socks for everyone who plays (children and adults), the birthday cake if you are bringing one, and any party bags.',
  	"version_arrive_minutes_before" numeric DEFAULT 15,
  	"version__status" "enum__party_settings_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "parties" ALTER COLUMN "status" SET DEFAULT 'provisional';
  ALTER TABLE "inquiry_replies" ALTER COLUMN "party_next_steps" SET DEFAULT 'To hold the date, reply to this e-mail or call us on {{venuePhone}}. Once we confirm it, we''ll e-mail you a link to your party page, where a deposit secures the slot.';
  ALTER TABLE "inquiry_replies" ALTER COLUMN "party_confirmed_body" SET DEFAULT 'Hello {{parentName}},
  
  {{childName}}''s party at {{venueName}} is booked:
  
  {{partyDate}}, {{partyTime}}
  {{packageName}}, {{numberOfChildren}} children
  
  {{priceSummary}}
  
  Your party page, to check the details, change numbers and food, or pay the balance before the day: {{partyLink}}
  
  You''ll find us at:
  {{venueAddress}}
  
  If anything changes, reply to this e-mail or call us on {{venuePhone}}.
  
  Best wishes,
  The {{venueName}} team';
  ALTER TABLE "inquiries" ADD COLUMN "follow_up" varchar;
  ALTER TABLE "parties" ADD COLUMN "child_age" varchar;
  ALTER TABLE "parties" ADD COLUMN "children" numeric;
  ALTER TABLE "parties" ADD COLUMN "pricing" "enum_parties_pricing" DEFAULT 'perChild';
  ALTER TABLE "parties" ADD COLUMN "unit_price_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "discount_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "total_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "discount_code" varchar;
  ALTER TABLE "parties" ADD COLUMN "discount_percent" numeric;
  ALTER TABLE "parties" ADD COLUMN "deposit_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "paid_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "refunded_pence" numeric DEFAULT 0;
  ALTER TABLE "parties" ADD COLUMN "deposit_due_by" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "deposit_settled_as" "enum_parties_deposit_settled_as";
  ALTER TABLE "parties" ADD COLUMN "deposit_waived_reason" varchar;
  ALTER TABLE "parties" ADD COLUMN "food_choices" varchar;
  ALTER TABLE "parties" ADD COLUMN "dietary_notes" varchar;
  ALTER TABLE "parties" ADD COLUMN "balance_paid_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "lapsed_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "parties" ADD COLUMN "cancelled_by" "enum_parties_cancelled_by";
  ALTER TABLE "parties" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "loyalty_rewards" ADD COLUMN "party_discount_percent" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "party_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "party_refunds_id" integer;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_deposit_subject" varchar DEFAULT '{{childName}}''s party at {{venueName}}: pay the deposit to secure {{partyDate}}' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_deposit_body" varchar DEFAULT 'Hello {{parentName}},
  
  We''re holding {{partyTime}} on {{partyDate}} for {{childName}}''s party ({{packageName}}, {{numberOfChildren}} children).
  
  {{priceSummary}}
  
  To secure the slot, please pay the deposit of {{depositAmount}} by {{depositDueBy}} on your party page: {{partyLink}}
  
  If the deposit is not paid by then, the slot is released. The same page has the details, lets you change numbers and food, and sets out our cancellation terms.
  
  Best wishes,
  The {{venueName}} team
  {{venuePhone}}' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_lapsed_subject" varchar DEFAULT '{{childName}}''s party slot on {{partyDate}} has been released' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_lapsed_body" varchar DEFAULT 'Hello {{parentName}},
  
  We held {{partyTime}} on {{partyDate}} for {{childName}}''s party, but the deposit was not paid by {{depositDueBy}}, so the slot has been released.
  
  If you would still like the party, reply to this e-mail or call us on {{venuePhone}} and we''ll see what we can offer.
  
  Best wishes,
  The {{venueName}} team' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_cancelled_subject" varchar DEFAULT '{{childName}}''s party on {{partyDate}} is cancelled' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_cancelled_body" varchar DEFAULT 'Hello {{parentName}},
  
  {{childName}}''s party on {{partyDate}}, {{partyTime}} is cancelled.
  
  {{refundSummary}}
  
  If this is a mistake, or you would like another date, reply to this e-mail or call us on {{venuePhone}}.
  
  Best wishes,
  The {{venueName}} team' NOT NULL;
  ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_refunds" ADD CONSTRAINT "party_refunds_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_refunds" ADD CONSTRAINT "party_refunds_payment_id_party_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."party_payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_refunds" ADD CONSTRAINT "party_refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_settings_package_terms" ADD CONSTRAINT "party_settings_package_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."party_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "party_settings" ADD CONSTRAINT "party_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_party_settings_v_version_package_terms" ADD CONSTRAINT "_party_settings_v_version_package_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_party_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_party_settings_v" ADD CONSTRAINT "_party_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "party_payments_party_idx" ON "party_payments" USING btree ("party_id");
  CREATE INDEX "party_payments_status_idx" ON "party_payments" USING btree ("status");
  CREATE INDEX "party_payments_paid_at_idx" ON "party_payments" USING btree ("paid_at");
  CREATE INDEX "party_payments_payer_email_idx" ON "party_payments" USING btree ("payer_email");
  CREATE INDEX "party_payments_recorded_by_idx" ON "party_payments" USING btree ("recorded_by_id");
  CREATE INDEX "party_payments_payment_reference_idx" ON "party_payments" USING btree ("payment_reference");
  CREATE INDEX "party_payments_needs_attention_idx" ON "party_payments" USING btree ("needs_attention");
  CREATE INDEX "party_payments_client_secret_hash_idx" ON "party_payments" USING btree ("client_secret_hash");
  CREATE INDEX "party_payments_updated_at_idx" ON "party_payments" USING btree ("updated_at");
  CREATE INDEX "party_payments_created_at_idx" ON "party_payments" USING btree ("created_at");
  CREATE INDEX "party_refunds_party_idx" ON "party_refunds" USING btree ("party_id");
  CREATE INDEX "party_refunds_payment_idx" ON "party_refunds" USING btree ("payment_id");
  CREATE INDEX "party_refunds_status_idx" ON "party_refunds" USING btree ("status");
  CREATE UNIQUE INDEX "party_refunds_idempotency_key_idx" ON "party_refunds" USING btree ("idempotency_key");
  CREATE INDEX "party_refunds_requested_by_idx" ON "party_refunds" USING btree ("requested_by_id");
  CREATE INDEX "party_refunds_refunded_at_idx" ON "party_refunds" USING btree ("refunded_at");
  CREATE INDEX "party_refunds_needs_attention_idx" ON "party_refunds" USING btree ("needs_attention");
  CREATE INDEX "party_refunds_updated_at_idx" ON "party_refunds" USING btree ("updated_at");
  CREATE INDEX "party_refunds_created_at_idx" ON "party_refunds" USING btree ("created_at");
  CREATE INDEX "party_settings_package_terms_order_idx" ON "party_settings_package_terms" USING btree ("_order");
  CREATE INDEX "party_settings_package_terms_parent_id_idx" ON "party_settings_package_terms" USING btree ("_parent_id");
  CREATE INDEX "party_settings_last_edited_by_idx" ON "party_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "party_settings__status_idx" ON "party_settings" USING btree ("_status");
  CREATE INDEX "_party_settings_v_version_package_terms_order_idx" ON "_party_settings_v_version_package_terms" USING btree ("_order");
  CREATE INDEX "_party_settings_v_version_package_terms_parent_id_idx" ON "_party_settings_v_version_package_terms" USING btree ("_parent_id");
  CREATE INDEX "_party_settings_v_version_version_last_edited_by_idx" ON "_party_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_party_settings_v_version_version__status_idx" ON "_party_settings_v" USING btree ("version__status");
  CREATE INDEX "_party_settings_v_created_at_idx" ON "_party_settings_v" USING btree ("created_at");
  CREATE INDEX "_party_settings_v_updated_at_idx" ON "_party_settings_v" USING btree ("updated_at");
  CREATE INDEX "_party_settings_v_latest_idx" ON "_party_settings_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_party_payments_fk" FOREIGN KEY ("party_payments_id") REFERENCES "public"."party_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_party_refunds_fk" FOREIGN KEY ("party_refunds_id") REFERENCES "public"."party_refunds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "parties_deposit_due_by_idx" ON "parties" USING btree ("deposit_due_by");
  CREATE INDEX "payload_locked_documents_rels_party_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("party_payments_id");
  CREATE INDEX "payload_locked_documents_rels_party_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("party_refunds_id");`)
  // Parties confirmed before deposits: priced from their package as booked, their deposit settled outside the site.
  await db.execute(sql`
  UPDATE "parties" p SET
    "children" = coalesce(nullif(regexp_replace(coalesce(p."number_of_children", ''), '[^0-9]', '', 'g'), '')::int, 0),
    "pricing" = coalesce(pp."pricing"::text, 'perChild')::"public"."enum_parties_pricing",
    "unit_price_pence" = coalesce(pp."price_pence", 0)
  FROM "party_packages" pp WHERE pp."key" = p."package_key";
  UPDATE "parties" SET "total_pence" = CASE WHEN "pricing" = 'flat' THEN "unit_price_pence" ELSE "unit_price_pence" * coalesce("children", 0) END
  WHERE "total_pence" = 0;
  UPDATE "loyalty_rewards" SET "party_discount_percent" = 20 WHERE "title" = '20% Off Party Bookings' AND "party_discount_percent" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "party_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_settings_package_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_party_settings_v_version_package_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_party_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "party_payments" CASCADE;
  DROP TABLE "party_refunds" CASCADE;
  DROP TABLE "party_settings_package_terms" CASCADE;
  DROP TABLE "party_settings" CASCADE;
  DROP TABLE "_party_settings_v_version_package_terms" CASCADE;
  DROP TABLE "_party_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_party_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_party_refunds_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('check_out', 'undo_check_in', 'undo_check_out', 'confirm_walk_in_payment', 'cancel_booking', 'refund', 'resend_confirmation', 'block_slot', 'unblock_slot', 'inquiry_reply', 'inquiry_responded', 'party_confirmed', 'staff_check_in', 'undo_no_show', 'staff_booking', 'move_booking', 'personal_data_erased', 'waiting_list_removed', 'balance_adjustment');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "parties" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "parties" ALTER COLUMN "status" SET DEFAULT 'confirmed'::text;
  DROP TYPE "public"."enum_parties_status";
  CREATE TYPE "public"."enum_parties_status" AS ENUM('confirmed', 'cancelled');
  ALTER TABLE "parties" ALTER COLUMN "status" SET DEFAULT 'confirmed'::"public"."enum_parties_status";
  ALTER TABLE "parties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_parties_status" USING "status"::"public"."enum_parties_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'sendGiftVoucher', 'expireGiftVouchers', 'reconcileGiftVouchers', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'offerFreedPlaces', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'sendGiftVoucher', 'expireGiftVouchers', 'reconcileGiftVouchers', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "parties_deposit_due_by_idx";
  DROP INDEX "payload_locked_documents_rels_party_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_party_refunds_id_idx";
  ALTER TABLE "inquiry_replies" ALTER COLUMN "party_next_steps" SET DEFAULT 'To hold the date, reply to this e-mail or call us on {{venuePhone}}. We''ll confirm the booking and send an invoice; parties are not paid online.';
  ALTER TABLE "inquiry_replies" ALTER COLUMN "party_confirmed_body" SET DEFAULT 'Hello {{parentName}},
  
  {{childName}}''s party at {{venueName}} is booked:
  
  {{partyDate}}, {{partyTime}}
  {{packageName}}, {{numberOfChildren}} children
  
  {{estimate}}
  
  We''ll send an invoice; parties are not paid online. You''ll find us at:
  {{venueAddress}}
  
  If anything changes, reply to this e-mail or call us on {{venuePhone}}.
  
  Best wishes,
  The {{venueName}} team';
  ALTER TABLE "inquiries" DROP COLUMN "follow_up";
  ALTER TABLE "parties" DROP COLUMN "child_age";
  ALTER TABLE "parties" DROP COLUMN "children";
  ALTER TABLE "parties" DROP COLUMN "pricing";
  ALTER TABLE "parties" DROP COLUMN "unit_price_pence";
  ALTER TABLE "parties" DROP COLUMN "discount_pence";
  ALTER TABLE "parties" DROP COLUMN "total_pence";
  ALTER TABLE "parties" DROP COLUMN "discount_code";
  ALTER TABLE "parties" DROP COLUMN "discount_percent";
  ALTER TABLE "parties" DROP COLUMN "deposit_pence";
  ALTER TABLE "parties" DROP COLUMN "paid_pence";
  ALTER TABLE "parties" DROP COLUMN "refunded_pence";
  ALTER TABLE "parties" DROP COLUMN "deposit_due_by";
  ALTER TABLE "parties" DROP COLUMN "deposit_settled_as";
  ALTER TABLE "parties" DROP COLUMN "deposit_waived_reason";
  ALTER TABLE "parties" DROP COLUMN "food_choices";
  ALTER TABLE "parties" DROP COLUMN "dietary_notes";
  ALTER TABLE "parties" DROP COLUMN "balance_paid_at";
  ALTER TABLE "parties" DROP COLUMN "lapsed_at";
  ALTER TABLE "parties" DROP COLUMN "cancelled_at";
  ALTER TABLE "parties" DROP COLUMN "cancelled_by";
  ALTER TABLE "parties" DROP COLUMN "cancellation_reason";
  ALTER TABLE "loyalty_rewards" DROP COLUMN "party_discount_percent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "party_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "party_refunds_id";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_deposit_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_deposit_body";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_lapsed_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_lapsed_body";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_cancelled_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_cancelled_body";
  DROP TYPE "public"."enum_parties_pricing";
  DROP TYPE "public"."enum_parties_deposit_settled_as";
  DROP TYPE "public"."enum_parties_cancelled_by";
  DROP TYPE "public"."enum_party_payments_stage";
  DROP TYPE "public"."enum_party_payments_method";
  DROP TYPE "public"."enum_party_payments_status";
  DROP TYPE "public"."enum_party_refunds_status";
  DROP TYPE "public"."enum_party_settings_status";
  DROP TYPE "public"."enum__party_settings_v_version_status";`)
}
