ALTER TABLE "media_items" ADD COLUMN "captions_name" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_since" date;