import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menu_items_allergens" AS ENUM('gluten', 'dairy', 'eggs', 'nuts', 'peanuts', 'fish', 'soya', 'sesame');
  CREATE TYPE "public"."enum_menu_items_menu_tab" AS ENUM('kids', 'adult', 'snacks', 'drinks');
  CREATE TYPE "public"."enum_menu_items_poster_category" AS ENUM('mains', 'lunchbox', 'dessert', 'healthy', 'snacks', 'hot', 'cold');
  CREATE TYPE "public"."enum_notice_posts_type" AS ENUM('announcement', 'event', 'offer', 'hours', 'update');
  CREATE TYPE "public"."enum_party_packages_pricing" AS ENUM('perChild', 'flat');
  CREATE TYPE "public"."enum_inquiries_inquiry_type" AS ENUM('general', 'birthday', 'group', 'feedback', 'party_booking');
  CREATE TABLE "menu_items_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_menu_items_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "menu_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"emoji" varchar,
  	"price_pence" numeric NOT NULL,
  	"description" varchar,
  	"menu_tab" "enum_menu_items_menu_tab",
  	"poster_category" "enum_menu_items_poster_category",
  	"popular" boolean DEFAULT false,
  	"image_id" integer,
  	"gourmet_description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"type" "enum_notice_posts_type" DEFAULT 'announcement' NOT NULL,
  	"likes" numeric DEFAULT 0 NOT NULL,
  	"comments" numeric DEFAULT 0 NOT NULL,
  	"shares" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"price_text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "party_packages_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "party_packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"price_pence" numeric NOT NULL,
  	"pricing" "enum_party_packages_pricing" DEFAULT 'perChild' NOT NULL,
  	"summary" varchar,
  	"recommended" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"inquiry_type" "enum_inquiries_inquiry_type" NOT NULL,
  	"message" varchar,
  	"party_child_name" varchar,
  	"party_child_age" varchar,
  	"party_party_date" varchar,
  	"party_party_time" varchar,
  	"party_number_of_children" varchar,
  	"party_package_type" varchar,
  	"party_special_requests" varchar,
  	"party_dietary_requirements" varchar,
  	"responded" boolean DEFAULT false,
  	"responded_at" timestamp(3) with time zone,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_page_hero_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"detail" varchar
  );
  
  CREATE TABLE "landing_page_about_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_page_age_guidelines_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"ages" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "landing_page_pricing_entry_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_page_pricing_party_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_page_loyalty_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"detail" varchar NOT NULL
  );
  
  CREATE TABLE "landing_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_subheading" varchar NOT NULL,
  	"hero_book_label" varchar NOT NULL,
  	"highlights_event_heading" varchar NOT NULL,
  	"highlights_event_button_label" varchar NOT NULL,
  	"highlights_social_heading" varchar NOT NULL,
  	"highlights_social_generic_title" varchar NOT NULL,
  	"highlights_social_generic_text" varchar NOT NULL,
  	"about_heading" varchar NOT NULL,
  	"about_body" varchar NOT NULL,
  	"activities_intro_heading" varchar NOT NULL,
  	"activities_intro_intro" varchar,
  	"age_guidelines_heading" varchar NOT NULL,
  	"age_guidelines_intro" varchar,
  	"pricing_heading" varchar NOT NULL,
  	"pricing_intro" varchar,
  	"pricing_entry_title" varchar NOT NULL,
  	"pricing_entry_from_text" varchar NOT NULL,
  	"pricing_entry_button_label" varchar NOT NULL,
  	"pricing_party_title" varchar NOT NULL,
  	"pricing_party_price_pence" numeric NOT NULL,
  	"pricing_party_button_label" varchar NOT NULL,
  	"offers_intro_heading" varchar NOT NULL,
  	"offers_intro_intro" varchar,
  	"loyalty_heading" varchar NOT NULL,
  	"loyalty_intro" varchar NOT NULL,
  	"loyalty_card_text" varchar NOT NULL,
  	"contact_heading" varchar NOT NULL,
  	"contact_intro" varchar,
  	"contact_form_heading" varchar NOT NULL,
  	"contact_form_intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "menu_page_qr_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "menu_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"allergen_info" varchar NOT NULL,
  	"footer" varchar NOT NULL,
  	"poster_heading" varchar NOT NULL,
  	"poster_footer" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "party_page_time_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "party_page_catering_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "party_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"catering_heading" varchar NOT NULL,
  	"help_heading" varchar NOT NULL,
  	"help_text" varchar,
  	"help_hours" varchar NOT NULL,
  	"response_promise" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "menu_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "party_packages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "menu_items_allergens" ADD CONSTRAINT "menu_items_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_packages_inclusions" ADD CONSTRAINT "party_packages_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."party_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_hero_tiles" ADD CONSTRAINT "landing_page_hero_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_about_highlights" ADD CONSTRAINT "landing_page_about_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_age_guidelines_zones" ADD CONSTRAINT "landing_page_age_guidelines_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_pricing_entry_notes" ADD CONSTRAINT "landing_page_pricing_entry_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_pricing_party_notes" ADD CONSTRAINT "landing_page_pricing_party_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_page_loyalty_tiers" ADD CONSTRAINT "landing_page_loyalty_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_page_qr_tips" ADD CONSTRAINT "menu_page_qr_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "party_page_time_slots" ADD CONSTRAINT "party_page_time_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."party_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "party_page_catering_points" ADD CONSTRAINT "party_page_catering_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."party_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menu_items_allergens_order_idx" ON "menu_items_allergens" USING btree ("order");
  CREATE INDEX "menu_items_allergens_parent_idx" ON "menu_items_allergens" USING btree ("parent_id");
  CREATE INDEX "menu_items_image_idx" ON "menu_items" USING btree ("image_id");
  CREATE INDEX "menu_items_updated_at_idx" ON "menu_items" USING btree ("updated_at");
  CREATE INDEX "menu_items_created_at_idx" ON "menu_items" USING btree ("created_at");
  CREATE INDEX "notice_posts_published_at_idx" ON "notice_posts" USING btree ("published_at");
  CREATE INDEX "notice_posts_updated_at_idx" ON "notice_posts" USING btree ("updated_at");
  CREATE INDEX "notice_posts_created_at_idx" ON "notice_posts" USING btree ("created_at");
  CREATE INDEX "activities_image_idx" ON "activities" USING btree ("image_id");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "party_packages_inclusions_order_idx" ON "party_packages_inclusions" USING btree ("_order");
  CREATE INDEX "party_packages_inclusions_parent_id_idx" ON "party_packages_inclusions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "party_packages_key_idx" ON "party_packages" USING btree ("key");
  CREATE INDEX "party_packages_updated_at_idx" ON "party_packages" USING btree ("updated_at");
  CREATE INDEX "party_packages_created_at_idx" ON "party_packages" USING btree ("created_at");
  CREATE INDEX "inquiries_email_idx" ON "inquiries" USING btree ("email");
  CREATE INDEX "inquiries_inquiry_type_idx" ON "inquiries" USING btree ("inquiry_type");
  CREATE INDEX "inquiries_responded_idx" ON "inquiries" USING btree ("responded");
  CREATE INDEX "inquiries_client_key_idx" ON "inquiries" USING btree ("client_key");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "landing_page_hero_tiles_order_idx" ON "landing_page_hero_tiles" USING btree ("_order");
  CREATE INDEX "landing_page_hero_tiles_parent_id_idx" ON "landing_page_hero_tiles" USING btree ("_parent_id");
  CREATE INDEX "landing_page_about_highlights_order_idx" ON "landing_page_about_highlights" USING btree ("_order");
  CREATE INDEX "landing_page_about_highlights_parent_id_idx" ON "landing_page_about_highlights" USING btree ("_parent_id");
  CREATE INDEX "landing_page_age_guidelines_zones_order_idx" ON "landing_page_age_guidelines_zones" USING btree ("_order");
  CREATE INDEX "landing_page_age_guidelines_zones_parent_id_idx" ON "landing_page_age_guidelines_zones" USING btree ("_parent_id");
  CREATE INDEX "landing_page_pricing_entry_notes_order_idx" ON "landing_page_pricing_entry_notes" USING btree ("_order");
  CREATE INDEX "landing_page_pricing_entry_notes_parent_id_idx" ON "landing_page_pricing_entry_notes" USING btree ("_parent_id");
  CREATE INDEX "landing_page_pricing_party_notes_order_idx" ON "landing_page_pricing_party_notes" USING btree ("_order");
  CREATE INDEX "landing_page_pricing_party_notes_parent_id_idx" ON "landing_page_pricing_party_notes" USING btree ("_parent_id");
  CREATE INDEX "landing_page_loyalty_tiers_order_idx" ON "landing_page_loyalty_tiers" USING btree ("_order");
  CREATE INDEX "landing_page_loyalty_tiers_parent_id_idx" ON "landing_page_loyalty_tiers" USING btree ("_parent_id");
  CREATE INDEX "menu_page_qr_tips_order_idx" ON "menu_page_qr_tips" USING btree ("_order");
  CREATE INDEX "menu_page_qr_tips_parent_id_idx" ON "menu_page_qr_tips" USING btree ("_parent_id");
  CREATE INDEX "party_page_time_slots_order_idx" ON "party_page_time_slots" USING btree ("_order");
  CREATE INDEX "party_page_time_slots_parent_id_idx" ON "party_page_time_slots" USING btree ("_parent_id");
  CREATE INDEX "party_page_catering_points_order_idx" ON "party_page_catering_points" USING btree ("_order");
  CREATE INDEX "party_page_catering_points_parent_id_idx" ON "party_page_catering_points" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menu_items_fk" FOREIGN KEY ("menu_items_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_posts_fk" FOREIGN KEY ("notice_posts_id") REFERENCES "public"."notice_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_party_packages_fk" FOREIGN KEY ("party_packages_id") REFERENCES "public"."party_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_menu_items_id_idx" ON "payload_locked_documents_rels" USING btree ("menu_items_id");
  CREATE INDEX "payload_locked_documents_rels_notice_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_posts_id");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_party_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("party_packages_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_items_allergens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_packages_inclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_hero_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_about_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_age_guidelines_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_pricing_entry_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_pricing_party_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page_loyalty_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_page_qr_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_page_time_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_page_catering_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "party_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menu_items_allergens" CASCADE;
  DROP TABLE "menu_items" CASCADE;
  DROP TABLE "notice_posts" CASCADE;
  DROP TABLE "activities" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "party_packages_inclusions" CASCADE;
  DROP TABLE "party_packages" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "landing_page_hero_tiles" CASCADE;
  DROP TABLE "landing_page_about_highlights" CASCADE;
  DROP TABLE "landing_page_age_guidelines_zones" CASCADE;
  DROP TABLE "landing_page_pricing_entry_notes" CASCADE;
  DROP TABLE "landing_page_pricing_party_notes" CASCADE;
  DROP TABLE "landing_page_loyalty_tiers" CASCADE;
  DROP TABLE "landing_page" CASCADE;
  DROP TABLE "menu_page_qr_tips" CASCADE;
  DROP TABLE "menu_page" CASCADE;
  DROP TABLE "party_page_time_slots" CASCADE;
  DROP TABLE "party_page_catering_points" CASCADE;
  DROP TABLE "party_page" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_menu_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_party_packages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_menu_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_party_packages_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "menu_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "party_packages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  DROP TYPE "public"."enum_menu_items_allergens";
  DROP TYPE "public"."enum_menu_items_menu_tab";
  DROP TYPE "public"."enum_menu_items_poster_category";
  DROP TYPE "public"."enum_notice_posts_type";
  DROP TYPE "public"."enum_party_packages_pricing";
  DROP TYPE "public"."enum_inquiries_inquiry_type";`)
}
