CREATE TYPE "public"."cancel_reason" AS ENUM('too-expensive', 'no-time', 'content', 'technical', 'other');--> statement-breakpoint
CREATE TABLE "renewal_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"provider_subscription_id" uuid,
	"plan_id" uuid NOT NULL,
	"reason" "cancel_reason",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_provider_subscription_id_provider_subscriptions_id_fk" FOREIGN KEY ("provider_subscription_id") REFERENCES "public"."provider_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_cancellations_created_idx" ON "renewal_cancellations" USING btree ("created_at");