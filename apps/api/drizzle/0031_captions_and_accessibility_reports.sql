CREATE TABLE "accessibility_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"page" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_name" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_since" date;--> statement-breakpoint
CREATE INDEX "accessibility_reports_created" ON "accessibility_reports" USING btree ("created_at","id");