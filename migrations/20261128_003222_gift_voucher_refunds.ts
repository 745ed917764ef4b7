import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_vouchers_refund_status" AS ENUM('pending', 'succeeded', 'failed');
  ALTER TYPE "public"."enum_voucher_ledger_reason" ADD VALUE 'card_refund';
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_status" "enum_gift_vouchers_refund_status";
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_amount_pence" numeric;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_reason" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_requested_by_id" integer;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_idempotency_key" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_provider_refund_id" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_requested_at" timestamp(3) with time zone;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_refunded_at" timestamp(3) with time zone;
  ALTER TABLE "gift_vouchers" ADD COLUMN "refund_failure" varchar;
  ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_refund_requested_by_id_users_id_fk" FOREIGN KEY ("refund_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gift_vouchers_refund_refund_requested_by_idx" ON "gift_vouchers" USING btree ("refund_requested_by_id");
  CREATE INDEX "gift_vouchers_refund_refund_idempotency_key_idx" ON "gift_vouchers" USING btree ("refund_idempotency_key");
  -- The reports and the Overview read refunds by the day they were paid out (as credit_purchases_refund_refunded_at_idx).
  CREATE INDEX "gift_vouchers_refund_refunded_at_idx" ON "gift_vouchers" USING btree ("refund_refunded_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_vouchers" DROP CONSTRAINT "gift_vouchers_refund_requested_by_id_users_id_fk";
  
  ALTER TABLE "voucher_ledger" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_voucher_ledger_reason";
  CREATE TYPE "public"."enum_voucher_ledger_reason" AS ENUM('issued', 'spent', 'refunded', 'expired');
  ALTER TABLE "voucher_ledger" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_voucher_ledger_reason" USING "reason"::"public"."enum_voucher_ledger_reason";
  DROP INDEX "gift_vouchers_refund_refund_requested_by_idx";
  DROP INDEX "gift_vouchers_refund_refund_idempotency_key_idx";
  DROP INDEX IF EXISTS "gift_vouchers_refund_refunded_at_idx";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_status";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_amount_pence";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_reason";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_requested_by_id";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_idempotency_key";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_provider_refund_id";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_requested_at";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_refunded_at";
  ALTER TABLE "gift_vouchers" DROP COLUMN "refund_failure";
  DROP TYPE "public"."enum_gift_vouchers_refund_status";`)
}
