CREATE TABLE "user_signup_days" (
	"day" date NOT NULL,
	"role" "user_role" NOT NULL,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_signup_days_day_role_is_active_is_verified_pk" PRIMARY KEY("day","role","is_active","is_verified")
);
--> statement-breakpoint
-- user_signup_days is kept by the database itself (decision 091), like user_counts: one grouped
-- upsert per statement from the transition tables. The day is the UTC day of created_at, so the
-- table does not depend on the service's time-zone setting; the dashboard corrects each local
-- midnight from users_created_role_flags_idx.
CREATE FUNCTION "user_signup_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "user_signup_days";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "user_signup_days" ("day", "role", "is_active", "is_verified", "users")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "role", "is_active", "is_verified", count(*)::int
      FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("day", "role", "is_active", "is_verified") DO UPDATE SET "users" = "user_signup_days"."users" + excluded."users";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_signup_days" SET "users" = "user_signup_days"."users" - "gone"."n"
      FROM (SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "role", "is_active", "is_verified", count(*)::int AS "n"
            FROM "old_rows" GROUP BY 1, 2, 3, 4) AS "gone"
      WHERE "user_signup_days"."day" = "gone"."day" AND "user_signup_days"."role" = "gone"."role"
        AND "user_signup_days"."is_active" = "gone"."is_active" AND "user_signup_days"."is_verified" = "gone"."is_verified";
  ELSE
    -- UPDATE: the difference between the rows after and before (nothing written when a login's
    -- stamp is all that moved), keys in a fixed order so concurrent writers wait rather than deadlock.
    INSERT INTO "user_signup_days" ("day", "role", "is_active", "is_verified", "users")
      SELECT "day", "role", "is_active", "is_verified", sum("delta")::int FROM (
        SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "role", "is_active", "is_verified", -1 AS "delta" FROM "old_rows"
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'UTC')::date, "role", "is_active", "is_verified", 1 FROM "new_rows"
      ) AS "changes"
      GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("day", "role", "is_active", "is_verified") DO UPDATE SET "users" = "user_signup_days"."users" + excluded."users";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_signup_days_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_signup_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_signup_days_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_signup_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_signup_days_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_signup_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_signup_days_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_signup_days_apply"();
--> statement-breakpoint
INSERT INTO "user_signup_days" ("day", "role", "is_active", "is_verified", "users")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "role", "is_active", "is_verified", count(*)::int FROM "users" GROUP BY 1, 2, 3, 4;
