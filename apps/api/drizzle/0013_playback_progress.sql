CREATE TABLE "playback_progress" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"furthest_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_progress_user_id_media_id_pk" PRIMARY KEY("user_id","media_id"),
	CONSTRAINT "playback_progress_furthest_positive" CHECK ("playback_progress"."furthest_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_progress_media_day_idx" ON "playback_progress" USING btree ("media_id","first_day");--> statement-breakpoint
CREATE INDEX "playtime_daily_day_idx" ON "playtime_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "test_takes_created_idx" ON "test_takes" USING btree ("created_at");