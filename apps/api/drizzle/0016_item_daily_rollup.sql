CREATE TABLE "playback_retention_daily" (
	"media_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"reached25" integer DEFAULT 0 NOT NULL,
	"reached50" integer DEFAULT 0 NOT NULL,
	"reached75" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "playback_retention_daily_media_id_first_day_pk" PRIMARY KEY("media_id","first_day")
);
--> statement-breakpoint
CREATE TABLE "playtime_item_daily" (
	"day" date NOT NULL,
	"media_id" uuid NOT NULL,
	"theme_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "playtime_item_daily_day_media_id_theme_id_category_id_pk" PRIMARY KEY("day","media_id","theme_id","category_id"),
	CONSTRAINT "playtime_item_daily_seconds_positive" CHECK ("playtime_item_daily"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "playtime_item_monthly" (
	"month" date NOT NULL,
	"media_id" uuid NOT NULL,
	"theme_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "playtime_item_monthly_month_media_id_theme_id_category_id_pk" PRIMARY KEY("month","media_id","theme_id","category_id"),
	CONSTRAINT "playtime_item_monthly_seconds_positive" CHECK ("playtime_item_monthly"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "playback_retention_daily" ADD CONSTRAINT "playback_retention_daily_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_daily" ADD CONSTRAINT "playtime_item_daily_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_daily" ADD CONSTRAINT "playtime_item_daily_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_daily" ADD CONSTRAINT "playtime_item_daily_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_monthly" ADD CONSTRAINT "playtime_item_monthly_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_monthly" ADD CONSTRAINT "playtime_item_monthly_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_item_monthly" ADD CONSTRAINT "playtime_item_monthly_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- playtime_item_daily and playtime_item_monthly are kept by the database itself (decision 064): every
-- row written to or removed from playtime_daily (listening credited, the demo seed, an account's rows
-- going with it) moves them in the same transaction, so they always equal playtime_daily summed over
-- members. A row trigger, not a statement one: the credit writes its rows sorted by item in one
-- statement, so the rollup rows (hot for a popular item) are locked in that order by every request and
-- two requests never wait on each other in a cycle.
CREATE FUNCTION "playtime_rollup_add"("p_day" date, "p_media" uuid, "p_theme" uuid, "p_category" uuid, "p_seconds" bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "p_month" date := date_trunc('month', "p_day"::timestamp)::date;
BEGIN
  IF "p_seconds" > 0 THEN
    INSERT INTO "playtime_item_daily" ("day", "media_id", "theme_id", "category_id", "seconds")
      VALUES ("p_day", "p_media", "p_theme", "p_category", "p_seconds")
      ON CONFLICT ("day", "media_id", "theme_id", "category_id")
      DO UPDATE SET "seconds" = "playtime_item_daily"."seconds" + excluded."seconds";
    INSERT INTO "playtime_item_monthly" ("month", "media_id", "theme_id", "category_id", "seconds")
      VALUES ("p_month", "p_media", "p_theme", "p_category", "p_seconds")
      ON CONFLICT ("month", "media_id", "theme_id", "category_id")
      DO UPDATE SET "seconds" = "playtime_item_monthly"."seconds" + excluded."seconds";
  ELSIF "p_seconds" < 0 THEN
    -- Seconds taken away (rows removed or refiled): the rows hold them already. An update, not an
    -- upsert: the check on the proposed negative row would fire before the conflict is seen.
    UPDATE "playtime_item_daily" SET "seconds" = "seconds" + "p_seconds" WHERE "day" = "p_day"
      AND "media_id" = "p_media" AND "theme_id" = "p_theme" AND "category_id" = "p_category";
    UPDATE "playtime_item_monthly" SET "seconds" = "seconds" + "p_seconds" WHERE "month" = "p_month"
      AND "media_id" = "p_media" AND "theme_id" = "p_theme" AND "category_id" = "p_category";
    -- Nothing left under that key: no empty rows in the statistics.
    DELETE FROM "playtime_item_daily" WHERE "day" = "p_day" AND "media_id" = "p_media"
      AND "theme_id" = "p_theme" AND "category_id" = "p_category" AND "seconds" = 0;
    DELETE FROM "playtime_item_monthly" WHERE "month" = "p_month" AND "media_id" = "p_media"
      AND "theme_id" = "p_theme" AND "category_id" = "p_category" AND "seconds" = 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "playtime_rollup_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "playtime_item_daily";
    DELETE FROM "playtime_item_monthly";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "playtime_rollup_add"(NEW."day", NEW."media_id", NEW."theme_id", NEW."category_id", NEW."seconds");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "playtime_rollup_add"(OLD."day", OLD."media_id", OLD."theme_id", OLD."category_id", -OLD."seconds");
  ELSIF (OLD."day", OLD."media_id", OLD."theme_id", OLD."category_id") = (NEW."day", NEW."media_id", NEW."theme_id", NEW."category_id") THEN
    PERFORM "playtime_rollup_add"(NEW."day", NEW."media_id", NEW."theme_id", NEW."category_id", NEW."seconds" - OLD."seconds");
  ELSE
    -- Refiled (the item changed theme or category): the member's seconds move with the row.
    PERFORM "playtime_rollup_add"(OLD."day", OLD."media_id", OLD."theme_id", OLD."category_id", -OLD."seconds");
    PERFORM "playtime_rollup_add"(NEW."day", NEW."media_id", NEW."theme_id", NEW."category_id", NEW."seconds");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_rollup" AFTER INSERT OR UPDATE OR DELETE ON "playtime_daily"
  FOR EACH ROW EXECUTE FUNCTION "playtime_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "playtime_daily_rollup_truncate" AFTER TRUNCATE ON "playtime_daily"
  FOR EACH STATEMENT EXECUTE FUNCTION "playtime_rollup_apply"();
--> statement-breakpoint
-- The listening already counted, summed once.
INSERT INTO "playtime_item_daily" ("day", "media_id", "theme_id", "category_id", "seconds")
  SELECT "day", "media_id", "theme_id", "category_id", sum("seconds") FROM "playtime_daily"
  GROUP BY 1, 2, 3, 4 HAVING sum("seconds") > 0 ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "playtime_item_monthly" ("month", "media_id", "theme_id", "category_id", "seconds")
  SELECT date_trunc('month', "day"::timestamp)::date, "media_id", "theme_id", "category_id", sum("seconds")
  FROM "playtime_item_daily" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
-- playback_retention_daily is kept the same way from playback_progress (decision 064): each member's
-- row counts once in its item's start day, in the buckets its furthest point reaches, against the
-- item's length (the same rule as the statistics service: percent of the length, the end within 2 s).
CREATE FUNCTION "playback_retention_add"("p_media" uuid, "p_day" date, "p_furthest" integer, "p_sign" integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "d" integer;
BEGIN
  SELECT "duration" INTO "d" FROM "media_items" WHERE "id" = "p_media";
  "d" := coalesce("d", 0);
  INSERT INTO "playback_retention_daily" ("media_id", "first_day", "started", "reached25", "reached50", "reached75", "completed")
    VALUES ("p_media", "p_day", "p_sign",
      CASE WHEN "p_furthest" * 100 >= "d" * 25 THEN "p_sign" ELSE 0 END,
      CASE WHEN "p_furthest" * 100 >= "d" * 50 THEN "p_sign" ELSE 0 END,
      CASE WHEN "p_furthest" * 100 >= "d" * 75 THEN "p_sign" ELSE 0 END,
      CASE WHEN "p_furthest" + 2 >= "d" THEN "p_sign" ELSE 0 END)
    ON CONFLICT ("media_id", "first_day") DO UPDATE SET
      "started" = "playback_retention_daily"."started" + excluded."started",
      "reached25" = "playback_retention_daily"."reached25" + excluded."reached25",
      "reached50" = "playback_retention_daily"."reached50" + excluded."reached50",
      "reached75" = "playback_retention_daily"."reached75" + excluded."reached75",
      "completed" = "playback_retention_daily"."completed" + excluded."completed";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "playback_retention_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "playback_retention_daily";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "playback_retention_add"(OLD."media_id", OLD."first_day", OLD."furthest_seconds", -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "playback_retention_add"(NEW."media_id", NEW."first_day", NEW."furthest_seconds", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "playback_progress_retention" AFTER INSERT OR UPDATE OR DELETE ON "playback_progress"
  FOR EACH ROW EXECUTE FUNCTION "playback_retention_apply"();
--> statement-breakpoint
CREATE TRIGGER "playback_progress_retention_truncate" AFTER TRUNCATE ON "playback_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "playback_retention_apply"();
--> statement-breakpoint
-- An item's length changed: its curve is counted again against the new length, from the rows.
CREATE FUNCTION "playback_retention_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "playback_retention_daily" WHERE "media_id" = NEW."id";
  INSERT INTO "playback_retention_daily" ("media_id", "first_day", "started", "reached25", "reached50", "reached75", "completed")
    SELECT "media_id", "first_day", count(*),
      count(*) FILTER (WHERE "furthest_seconds" * 100 >= NEW."duration" * 25),
      count(*) FILTER (WHERE "furthest_seconds" * 100 >= NEW."duration" * 50),
      count(*) FILTER (WHERE "furthest_seconds" * 100 >= NEW."duration" * 75),
      count(*) FILTER (WHERE "furthest_seconds" + 2 >= NEW."duration")
    FROM "playback_progress" WHERE "media_id" = NEW."id" GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "media_items_retention_recount" AFTER UPDATE OF "duration" ON "media_items"
  FOR EACH ROW WHEN (OLD."duration" IS DISTINCT FROM NEW."duration") EXECUTE FUNCTION "playback_retention_recount"();
--> statement-breakpoint
INSERT INTO "playback_retention_daily" ("media_id", "first_day", "started", "reached25", "reached50", "reached75", "completed")
  SELECT p."media_id", p."first_day", count(*),
    count(*) FILTER (WHERE p."furthest_seconds" * 100 >= m."duration" * 25),
    count(*) FILTER (WHERE p."furthest_seconds" * 100 >= m."duration" * 50),
    count(*) FILTER (WHERE p."furthest_seconds" * 100 >= m."duration" * 75),
    count(*) FILTER (WHERE p."furthest_seconds" + 2 >= m."duration")
  FROM "playback_progress" p JOIN "media_items" m ON m."id" = p."media_id" GROUP BY 1, 2 ORDER BY 1, 2;
--> statement-breakpoint
-- A statistics answer reads a few thousand rollup rows: starting parallel workers costs more than
-- it saves, and on a busy machine the leader waits hundreds of milliseconds for them (decision 064).
ALTER TABLE "playtime_item_daily" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "playtime_item_monthly" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "playback_retention_daily" SET (parallel_workers = 0);
