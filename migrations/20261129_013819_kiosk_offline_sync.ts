import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_kiosk_sync_items_kind" AS ENUM('check_in', 'check_out', 'walk_in', 'noted');
  CREATE TYPE "public"."enum_kiosk_sync_items_outcome" AS ENUM('applied', 'duplicate_attempt', 'refused', 'flagged');
  CREATE TABLE "kiosk_sync_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"kind" "enum_kiosk_sync_items_kind" NOT NULL,
  	"outcome" "enum_kiosk_sync_items_outcome" NOT NULL,
  	"code" varchar,
  	"message" varchar,
  	"happened_at" timestamp(3) with time zone NOT NULL,
  	"booking_id" integer,
  	"customer_name" varchar,
  	"children" numeric,
  	"adults" numeric,
  	"device_label" varchar NOT NULL,
  	"needs_attention" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kiosk_sync_items_id" integer;
  ALTER TABLE "kiosk_sync_items" ADD CONSTRAINT "kiosk_sync_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "kiosk_sync_items_idempotency_key_idx" ON "kiosk_sync_items" USING btree ("idempotency_key");
  CREATE INDEX "kiosk_sync_items_outcome_idx" ON "kiosk_sync_items" USING btree ("outcome");
  CREATE INDEX "kiosk_sync_items_happened_at_idx" ON "kiosk_sync_items" USING btree ("happened_at");
  CREATE INDEX "kiosk_sync_items_booking_idx" ON "kiosk_sync_items" USING btree ("booking_id");
  CREATE INDEX "kiosk_sync_items_needs_attention_idx" ON "kiosk_sync_items" USING btree ("needs_attention");
  CREATE INDEX "kiosk_sync_items_updated_at_idx" ON "kiosk_sync_items" USING btree ("updated_at");
  CREATE INDEX "kiosk_sync_items_created_at_idx" ON "kiosk_sync_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kiosk_sync_items_fk" FOREIGN KEY ("kiosk_sync_items_id") REFERENCES "public"."kiosk_sync_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_kiosk_sync_items_id_idx" ON "payload_locked_documents_rels" USING btree ("kiosk_sync_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kiosk_sync_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "kiosk_sync_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kiosk_sync_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_kiosk_sync_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kiosk_sync_items_id";
  DROP TYPE "public"."enum_kiosk_sync_items_kind";
  DROP TYPE "public"."enum_kiosk_sync_items_outcome";`)
}
