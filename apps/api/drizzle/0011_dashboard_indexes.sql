CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_role_is_active_is_verified_pk" PRIMARY KEY("role","is_active","is_verified")
);
--> statement-breakpoint
CREATE INDEX "users_created_role_flags_idx" ON "users" USING btree ("created_at","role","is_active","is_verified");--> statement-breakpoint
-- user_counts is kept by the database itself (decision 061): every insert, delete and change of role
-- or account state moves one count, whoever writes the row.
CREATE FUNCTION "user_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "user_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "user_counts" SET "users" = "users" - 1
      WHERE "role" = OLD."role" AND "is_active" = OLD."is_active" AND "is_verified" = OLD."is_verified";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "user_counts" ("role", "is_active", "is_verified", "users")
      VALUES (NEW."role", NEW."is_active", NEW."is_verified", 1)
      ON CONFLICT ("role", "is_active", "is_verified") DO UPDATE SET "users" = "user_counts"."users" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_counts_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE OF "role", "is_active", "is_verified" ON "users"
  FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."is_active" IS DISTINCT FROM NEW."is_active"
    OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified")
  EXECUTE FUNCTION "user_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_track"();
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "is_verified", "users")
  SELECT "role", "is_active", "is_verified", count(*)::int FROM "users" GROUP BY 1, 2, 3;
