DROP INDEX "payment_orders_created_idx";--> statement-breakpoint
CREATE INDEX "payment_orders_newest_idx" ON "payment_orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);