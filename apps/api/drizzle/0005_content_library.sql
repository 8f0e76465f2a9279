CREATE TABLE "playtime_clocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playtime_daily" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"theme_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "playtime_daily_user_id_media_id_day_pk" PRIMARY KEY("user_id","media_id","day"),
	CONSTRAINT "playtime_daily_seconds_positive" CHECK ("playtime_daily"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "playtime_reports" (
	"user_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playtime_reports_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "playtime_clocks" ADD CONSTRAINT "playtime_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_reports" ADD CONSTRAINT "playtime_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playtime_daily_media_idx" ON "playtime_daily" USING btree ("media_id","day");--> statement-breakpoint
CREATE INDEX "playtime_daily_theme_idx" ON "playtime_daily" USING btree ("theme_id","day");--> statement-breakpoint
CREATE INDEX "playtime_daily_category_idx" ON "playtime_daily" USING btree ("category_id","day");--> statement-breakpoint
CREATE INDEX "playtime_reports_created_idx" ON "playtime_reports" USING btree ("created_at");