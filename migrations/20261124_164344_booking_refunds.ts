import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_refunds_status" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_booking_refunds_kind" AS ENUM('cancellation', 'staff');
  CREATE TABLE "booking_refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer,
  	"amount_pence" numeric NOT NULL,
  	"status" "enum_booking_refunds_status" DEFAULT 'pending' NOT NULL,
  	"kind" "enum_booking_refunds_kind" NOT NULL,
  	"reason" varchar,
  	"requested_by_id" integer,
  	"idempotency_key" varchar,
  	"provider_refund_id" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"failure" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_refunds_id" integer;
  ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");
  CREATE INDEX "booking_refunds_status_idx" ON "booking_refunds" USING btree ("status");
  CREATE INDEX "booking_refunds_requested_by_idx" ON "booking_refunds" USING btree ("requested_by_id");
  CREATE UNIQUE INDEX "booking_refunds_idempotency_key_idx" ON "booking_refunds" USING btree ("idempotency_key");
  CREATE INDEX "booking_refunds_refunded_at_idx" ON "booking_refunds" USING btree ("refunded_at");
  CREATE INDEX "booking_refunds_updated_at_idx" ON "booking_refunds" USING btree ("updated_at");
  CREATE INDEX "booking_refunds_created_at_idx" ON "booking_refunds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_refunds_fk" FOREIGN KEY ("booking_refunds_id") REFERENCES "public"."booking_refunds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_refunds_id");`)
  // The refunds made before the ledger existed: one row each, paid out when the booking says.
  await db.execute(sql`
  INSERT INTO "booking_refunds" ("booking_id", "amount_pence", "status", "kind", "provider_refund_id", "refunded_at", "created_at", "updated_at")
  SELECT "id", "refunded_pence", 'succeeded', 'cancellation', "refund_reference", "refunded_at", "refunded_at", "refunded_at"
    FROM "bookings" WHERE "refunded_at" IS NOT NULL AND "refunded_pence" > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_refunds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_refunds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_refunds_fk";
  
  DROP INDEX "payload_locked_documents_rels_booking_refunds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_refunds_id";
  DROP TYPE "public"."enum_booking_refunds_status";
  DROP TYPE "public"."enum_booking_refunds_kind";`)
}
