CREATE TABLE "playback_positions" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_media_id_pk" PRIMARY KEY("user_id","media_id"),
	CONSTRAINT "playback_positions_within_duration" CHECK ("playback_positions"."position_seconds" >= 0 and "playback_positions"."duration_seconds" > 0 and "playback_positions"."position_seconds" <= "playback_positions"."duration_seconds")
);
--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_positions_user_updated_idx" ON "playback_positions" USING btree ("user_id","updated_at");