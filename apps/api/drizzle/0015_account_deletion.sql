ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "playback_progress" DROP CONSTRAINT "playback_progress_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "playtime_daily" DROP CONSTRAINT "playtime_daily_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_changes" DROP CONSTRAINT "user_changes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "test_takes" DROP CONSTRAINT "test_takes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_changes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;