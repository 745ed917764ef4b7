import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 26: the staff figures and searches read a day or a range, not the whole history.
// - booking_customers: one row per e-mail that ever paid for a booking, and booking_customer_count
//   (one row) how many there are: written only by the trigger on bookings (the booking plugin's
//   table), in the booking's own transaction, backfilled here; the dashboard reads the count.
// - expression indexes on when a booking was taken and when its money came in (the dashboard's
//   CASE expressions, written exactly as plugins/staff/operations/dashboardStats.ts sends them).
// - credit packs' paid and refunded times (the day's revenue and recent activity).
// - pg_trgm and trigram indexes on the folded customer name (plugins/staff/domain/foldName.ts's
//   translate(), the same literal text as the payment search). A server without pg_trgm keeps
//   working: the extension and those two indexes are skipped with a notice, and the search scans.
const FOLD = `'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşłđ', 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssld'`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_customers" (
   	"email" varchar PRIMARY KEY NOT NULL,
   	"first_paid_at" timestamp(3) with time zone NOT NULL
   );
   INSERT INTO "booking_customers" ("email", "first_paid_at")
     SELECT lower(trim("customer_email")), min("paid_at") FROM "bookings"
      WHERE "paid_at" IS NOT NULL AND coalesce(trim("customer_email"), '') <> ''
      GROUP BY 1;
   CREATE TABLE "booking_customer_count" (
   	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
   	"customers" integer NOT NULL
   );
   INSERT INTO "booking_customer_count" ("id", "customers") SELECT 1, count(*) FROM "booking_customers";
   CREATE FUNCTION "booking_customers_first_seen"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO "booking_customers" ("email", "first_paid_at") VALUES (lower(trim(NEW."customer_email")), NEW."paid_at")
       ON CONFLICT ("email") DO NOTHING;
     IF FOUND THEN
       UPDATE "booking_customer_count" SET "customers" = "customers" + 1 WHERE "id" = 1;
     END IF;
     RETURN NULL;
   END $$;
   CREATE TRIGGER "bookings_first_seen_customer" AFTER INSERT OR UPDATE OF "paid_at", "customer_email" ON "bookings"
     FOR EACH ROW WHEN (NEW."paid_at" IS NOT NULL AND coalesce(trim(NEW."customer_email"), '') <> '')
     EXECUTE FUNCTION "booking_customers_first_seen"();
   CREATE INDEX "bookings_taken_at_idx" ON "bookings" USING btree ((CASE WHEN "source" = 'walk_in' THEN "created_at" ELSE "paid_at" END));
   CREATE INDEX "bookings_money_at_idx" ON "bookings" USING btree ((CASE WHEN "source" = 'walk_in' THEN "in_store_payment_confirmed_at" ELSE "paid_at" END));
   CREATE INDEX "credit_purchases_paid_at_idx" ON "credit_purchases" USING btree ("paid_at");
   CREATE INDEX "credit_purchases_refund_refunded_at_idx" ON "credit_purchases" USING btree ("refund_refunded_at");`)
  await db.execute(
    sql.raw(`
   DO $$
   BEGIN
     BEGIN
       CREATE EXTENSION IF NOT EXISTS pg_trgm;
     EXCEPTION WHEN OTHERS THEN
       RAISE NOTICE 'pg_trgm is not available (%): the payment search reads without a trigram index', SQLERRM;
     END;
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       EXECUTE $i$CREATE INDEX "bookings_customer_name_folded_trgm_idx" ON "bookings" USING gin ((translate(lower("customer_name"), ${FOLD})) gin_trgm_ops)$i$;
       EXECUTE $i$CREATE INDEX "credit_purchases_customer_name_folded_trgm_idx" ON "credit_purchases" USING gin ((translate(lower("customer_name"), ${FOLD})) gin_trgm_ops)$i$;
     END IF;
   END $$;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "bookings_customer_name_folded_trgm_idx";
   DROP INDEX IF EXISTS "credit_purchases_customer_name_folded_trgm_idx";
   DROP INDEX IF EXISTS "credit_purchases_refund_refunded_at_idx";
   DROP INDEX IF EXISTS "credit_purchases_paid_at_idx";
   DROP INDEX IF EXISTS "bookings_money_at_idx";
   DROP INDEX IF EXISTS "bookings_taken_at_idx";
   DROP TRIGGER IF EXISTS "bookings_first_seen_customer" ON "bookings";
   DROP FUNCTION IF EXISTS "booking_customers_first_seen"();
   DROP TABLE IF EXISTS "booking_customer_count";
   DROP TABLE IF EXISTS "booking_customers";`)
}
