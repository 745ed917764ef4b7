import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" ADD COLUMN "privacy_waiting_list_days" numeric DEFAULT 30;
  ALTER TABLE "_booking_settings_v" ADD COLUMN "version_privacy_waiting_list_days" numeric DEFAULT 30;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" DROP COLUMN "privacy_waiting_list_days";
  ALTER TABLE "_booking_settings_v" DROP COLUMN "version_privacy_waiting_list_days";`)
}
