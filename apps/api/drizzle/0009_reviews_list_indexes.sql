DROP INDEX "reviews_public_list";--> statement-breakpoint
CREATE INDEX "reviews_admin_list" ON "reviews" USING btree ("created_at","id") WHERE not "reviews"."is_deleted";--> statement-breakpoint
CREATE INDEX "reviews_public_list" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'active' and not "reviews"."is_deleted";