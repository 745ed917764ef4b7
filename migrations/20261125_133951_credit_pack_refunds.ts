import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_purchases_refund_status" AS ENUM('pending', 'succeeded', 'failed');
  ALTER TYPE "public"."enum_credit_ledger_reason" ADD VALUE 'refund';
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_status" "enum_credit_purchases_refund_status";
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_credits" numeric;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_amount_pence" numeric;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_reason" varchar;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_requested_by_id" integer;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_idempotency_key" varchar;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_provider_refund_id" varchar;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_requested_at" timestamp(3) with time zone;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_refunded_at" timestamp(3) with time zone;
  ALTER TABLE "credit_purchases" ADD COLUMN "refund_failure" varchar;
  ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_refund_requested_by_id_users_id_fk" FOREIGN KEY ("refund_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "credit_purchases_refund_refund_requested_by_idx" ON "credit_purchases" USING btree ("refund_requested_by_id");
  CREATE INDEX "credit_purchases_refund_refund_idempotency_key_idx" ON "credit_purchases" USING btree ("refund_idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_refund_requested_by_id_users_id_fk";
  
  ALTER TABLE "credit_ledger" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_ledger_reason";
  CREATE TYPE "public"."enum_credit_ledger_reason" AS ENUM('purchase', 'booking', 'booking_return', 'adjustment');
  ALTER TABLE "credit_ledger" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_credit_ledger_reason" USING "reason"::"public"."enum_credit_ledger_reason";
  DROP INDEX "credit_purchases_refund_refund_requested_by_idx";
  DROP INDEX "credit_purchases_refund_refund_idempotency_key_idx";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_status";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_credits";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_amount_pence";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_reason";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_requested_by_id";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_idempotency_key";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_provider_refund_id";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_requested_at";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_refunded_at";
  ALTER TABLE "credit_purchases" DROP COLUMN "refund_failure";
  DROP TYPE "public"."enum_credit_purchases_refund_status";`)
}
