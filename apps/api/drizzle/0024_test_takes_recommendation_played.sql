-- Each take remembers whether its recommendation was played (decision 095): a playtime_daily row of
-- the member filed under one of the take's themes, on the take's day (in TIME_ZONE) or one of the
-- 7 days after. The statistics' recommendation share then reads only the period's takes.
ALTER TABLE "test_takes" ADD COLUMN "day" date;
--> statement-breakpoint
ALTER TABLE "test_takes" ADD COLUMN "recommendation_played" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "test_take_recommendation_played"("p_user" uuid, "p_day" date, "p_slugs" text[])
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "playtime_daily" "p" JOIN "themes" "th" ON "th"."id" = "p"."theme_id"
    WHERE "p"."user_id" = "p_user" AND "p"."day" BETWEEN "p_day" AND "p_day" + 7
      AND "th"."slug" = ANY ("p_slugs")
  )
$$;
--> statement-breakpoint
-- A take written or moved (a new take, or an erased account's takes moving to its random id): its
-- flag is worked out from the listening already there.
CREATE FUNCTION "test_takes_recommendation_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."recommendation_played" := "test_take_recommendation_played"(NEW."user_id", NEW."day", NEW."theme_slugs");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "test_takes_recommendation" BEFORE INSERT OR UPDATE OF "user_id", "day", "theme_slugs" ON "test_takes"
  FOR EACH ROW EXECUTE FUNCTION "test_takes_recommendation_fill"();
--> statement-breakpoint
-- Listening written, moved or removed: a new row (the common case, once per member, item and day)
-- can only turn flags on, for the member's takes of the 7 days up to its day; a row that goes away
-- or is refiled recomputes the flags it may have set. An upsert that only adds seconds changes
-- none of the keys and fires nothing (the update trigger's WHEN).
CREATE FUNCTION "playtime_daily_recommendation_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "test_takes" SET "recommendation_played" = false WHERE "recommendation_played";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "test_takes" "t"
      SET "recommendation_played" = "test_take_recommendation_played"("t"."user_id", "t"."day", "t"."theme_slugs")
      WHERE "t"."user_id" = OLD."user_id" AND "t"."recommendation_played"
        AND "t"."day" BETWEEN OLD."day" - 7 AND OLD."day";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "test_takes" "t" SET "recommendation_played" = true
      WHERE "t"."user_id" = NEW."user_id" AND NOT "t"."recommendation_played"
        AND "t"."day" BETWEEN NEW."day" - 7 AND NEW."day"
        AND (SELECT "slug" FROM "themes" WHERE "id" = NEW."theme_id") = ANY ("t"."theme_slugs");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_recommendation_insert" AFTER INSERT ON "playtime_daily"
  FOR EACH ROW EXECUTE FUNCTION "playtime_daily_recommendation_apply"();
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_recommendation_update" AFTER UPDATE OF "user_id", "day", "theme_id" ON "playtime_daily"
  FOR EACH ROW WHEN ((OLD."user_id", OLD."day", OLD."theme_id") IS DISTINCT FROM (NEW."user_id", NEW."day", NEW."theme_id"))
  EXECUTE FUNCTION "playtime_daily_recommendation_apply"();
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_recommendation_delete" AFTER DELETE ON "playtime_daily"
  FOR EACH ROW EXECUTE FUNCTION "playtime_daily_recommendation_apply"();
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_recommendation_truncate" AFTER TRUNCATE ON "playtime_daily"
  FOR EACH STATEMENT EXECUTE FUNCTION "playtime_daily_recommendation_apply"();
--> statement-breakpoint
-- The takes so far: their day in the service's default zone (a deployment on another TIME_ZONE with
-- takes from before this migration can rerun this statement with its zone), and through the trigger
-- above, their flag.
UPDATE "test_takes" SET "day" = ("created_at" AT TIME ZONE 'Europe/Madrid')::date;
--> statement-breakpoint
ALTER TABLE "test_takes" ALTER COLUMN "day" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "test_takes_created_idx";
--> statement-breakpoint
CREATE INDEX "test_takes_created_idx" ON "test_takes" USING btree ("created_at") INCLUDE ("user_id", "recommendation_played");
