import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" ALTER COLUMN "session_length_minutes" SET DEFAULT 120;
  ALTER TABLE "booking_settings" ALTER COLUMN "capacity_per_slot" SET DEFAULT 40;
  ALTER TABLE "booking_settings" ALTER COLUMN "low_availability_threshold" SET DEFAULT 10;
  ALTER TABLE "booking_settings" ALTER COLUMN "booking_window_months" SET DEFAULT 1;
  ALTER TABLE "booking_settings" ALTER COLUMN "hold_minutes" SET DEFAULT 15;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrive_early_minutes" SET DEFAULT 15;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_from" SET DEFAULT '09:30';
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_until" SET DEFAULT '15:30';
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_text" SET DEFAULT 'Flexible arrival: arrive any time between 9:30 AM and 3:30 PM and enjoy exactly 2 hours of play from check-in.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" ALTER COLUMN "session_length_minutes" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "capacity_per_slot" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "low_availability_threshold" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "booking_window_months" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "hold_minutes" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrive_early_minutes" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_from" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_until" DROP DEFAULT;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_text" DROP DEFAULT;`)
}
