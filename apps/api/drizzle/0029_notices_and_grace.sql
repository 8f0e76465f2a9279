ALTER TABLE "provider_subscriptions" ADD COLUMN "reminder_days" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;