CREATE TYPE "public"."payment_order_kind" AS ENUM('purchase', 'renewal', 'cancellation', 'resumption', 'ended', 'withdrawal');--> statement-breakpoint
CREATE TYPE "public"."provider_subscription_status" AS ENUM('active', 'past_due', 'ended');--> statement-breakpoint
ALTER TYPE "public"."payment_order_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "provider_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"external_id" text NOT NULL,
	"order_id" uuid,
	"subscription_id" uuid,
	"status" "provider_subscription_status" DEFAULT 'active' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"state_at" timestamp with time zone,
	"reminder_for" timestamp with time zone,
	"decline_next_charge" boolean DEFAULT false NOT NULL,
	"failed_charges" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "kind" "payment_order_kind" DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_subscriptions_external_unique" ON "provider_subscriptions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "provider_subscriptions_user_idx" ON "provider_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_subscriptions_due_idx" ON "provider_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_ref_unique" ON "payment_orders" USING btree ("provider_ref");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_test_plan_never_renews" CHECK (not ("plans"."is_test_plan" and "plans"."renews"));