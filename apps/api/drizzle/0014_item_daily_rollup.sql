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
  IF "p_seconds" = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "playtime_item_daily" ("day", "media_id", "theme_id", "category_id", "seconds")
    VALUES ("p_day", "p_media", "p_theme", "p_category", "p_seconds")
    ON CONFLICT ("day", "media_id", "theme_id", "category_id")
    DO UPDATE SET "seconds" = "playtime_item_daily"."seconds" + excluded."seconds";
  INSERT INTO "playtime_item_monthly" ("month", "media_id", "theme_id", "category_id", "seconds")
    VALUES ("p_month", "p_media", "p_theme", "p_category", "p_seconds")
    ON CONFLICT ("month", "media_id", "theme_id", "category_id")
    DO UPDATE SET "seconds" = "playtime_item_monthly"."seconds" + excluded."seconds";
  IF "p_seconds" < 0 THEN
    -- Nothing left under that key (rows removed): no empty rows in the statistics.
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
