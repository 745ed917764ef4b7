import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Waiting lists for a whole normal day (issue 40): no session, and an optional arrival range.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list_entries" ALTER COLUMN "slot_start" DROP NOT NULL;
  ALTER TABLE "waiting_list_entries" ADD COLUMN "not_before" varchar;
  ALTER TABLE "waiting_list_entries" ADD COLUMN "not_after" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A whole-day entry has no session to go back to.
  await db.execute(sql`
   DELETE FROM "waiting_list_entries" WHERE "slot_start" IS NULL;
   ALTER TABLE "waiting_list_entries" ALTER COLUMN "slot_start" SET NOT NULL;
  ALTER TABLE "waiting_list_entries" DROP COLUMN "not_before";
  ALTER TABLE "waiting_list_entries" DROP COLUMN "not_after";`)
}
