import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "busy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"heading" varchar DEFAULT 'How busy is it now?' NOT NULL,
  	"quiet_below_percent" numeric DEFAULT 40 NOT NULL,
  	"busy_from_percent" numeric DEFAULT 75 NOT NULL,
  	"full_from_percent" numeric DEFAULT 100 NOT NULL,
  	"labels_quiet" varchar DEFAULT 'Quiet now' NOT NULL,
  	"labels_steady" varchar DEFAULT 'Steady now' NOT NULL,
  	"labels_busy" varchar DEFAULT 'Busy now' NOT NULL,
  	"labels_full" varchar DEFAULT 'Full now' NOT NULL,
  	"line_template" varchar DEFAULT '{level}: {children} playing, {places} free until {until}' NOT NULL,
  	"before_opening_template" varchar DEFAULT 'Open today from {from}: {places} free until {until}' NOT NULL,
  	"chart_heading" varchar DEFAULT 'Children expected inside later today' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "busy_settings" CASCADE;`)
}
