CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_role_is_active_is_verified_pk" PRIMARY KEY("role","is_active","is_verified")
);
--> statement-breakpoint
CREATE INDEX "users_created_role_flags_idx" ON "users" USING btree ("created_at","role","is_active","is_verified");--> statement-breakpoint
-- user_counts is kept by the database itself (decision 061): every statement inserting, deleting or
-- updating users moves the counts once, grouped (statement triggers with transition tables), so a
-- bulk insert costs one grouped upsert rather than one per row.
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "user_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" ("role", "is_active", "is_verified", "users")
      SELECT "role", "is_active", "is_verified", count(*)::int FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("role", "is_active", "is_verified") DO UPDATE SET "users" = "user_counts"."users" + excluded."users";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_counts" SET "users" = "user_counts"."users" - "gone"."n"
      FROM (SELECT "role", "is_active", "is_verified", count(*)::int AS "n" FROM "old_rows" GROUP BY 1, 2, 3) AS "gone"
      WHERE "user_counts"."role" = "gone"."role" AND "user_counts"."is_active" = "gone"."is_active"
        AND "user_counts"."is_verified" = "gone"."is_verified";
  ELSE
    -- UPDATE: the difference between the rows after and before, keys in a fixed order.
    INSERT INTO "user_counts" ("role", "is_active", "is_verified", "users")
      SELECT "role", "is_active", "is_verified", sum("delta")::int FROM (
        SELECT "role", "is_active", "is_verified", -1 AS "delta" FROM "old_rows"
        UNION ALL
        SELECT "role", "is_active", "is_verified", 1 FROM "new_rows"
      ) AS "changes"
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("role", "is_active", "is_verified") DO UPDATE SET "users" = "user_counts"."users" + excluded."users";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "is_verified", "users")
  SELECT "role", "is_active", "is_verified", count(*)::int FROM "users" GROUP BY 1, 2, 3;
