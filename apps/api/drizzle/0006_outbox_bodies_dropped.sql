ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
-- Mail already delivered or given up keeps its one-time links no longer (decision 047).
UPDATE "outbox" SET "text" = NULL, "html" = NULL WHERE "status" IN ('sent', 'failed');