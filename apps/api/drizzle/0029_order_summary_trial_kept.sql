ALTER TABLE "local_checkout_sessions" ADD COLUMN "interval_days" integer;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "first_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "first_charge_at" timestamp with time zone;