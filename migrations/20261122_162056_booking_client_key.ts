import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "client_key" varchar;
  CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_client_key_idx";
  ALTER TABLE "bookings" DROP COLUMN "client_key";`)
}
