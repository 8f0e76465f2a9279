-- pg_trgm: a contrib extension of PostgreSQL (no superuser needed since 13: it is trusted) and of
-- PGlite (loaded in db/client.ts). The back office's search reads these indexes (decision 093).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_lower_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);