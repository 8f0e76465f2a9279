ALTER TYPE "public"."data_export_status" ADD VALUE 'revoked';--> statement-breakpoint
ALTER TYPE "public"."user_token_purpose" ADD VALUE 'confirm_email_change';--> statement-breakpoint
ALTER TYPE "public"."user_token_purpose" ADD VALUE 'undo_email_change';--> statement-breakpoint
CREATE TABLE "used_trials" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "immediate_start_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "health_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "health_consent_version" text;