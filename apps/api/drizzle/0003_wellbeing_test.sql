CREATE TABLE "test_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb,
	"category_slug" text NOT NULL,
	"theme_slugs" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_takes" ADD CONSTRAINT "test_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_takes_user_created_idx" ON "test_takes" USING btree ("user_id","created_at" DESC NULLS LAST);