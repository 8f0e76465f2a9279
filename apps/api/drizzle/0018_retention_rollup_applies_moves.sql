-- The retention rollup's trigger (decision 064) applied an update to playback_progress as a removal
-- (-1 in every bucket the old point reached) and an addition (+1 in every bucket the new one
-- reaches): two upserts of the item's shared row per position report, although a report moves the
-- furthest point by at most a minute and so almost never crosses a bucket. Decision 075: an update
-- that keeps the item and start day moves only the buckets it crosses, and touches the shared row
-- not at all when it crosses none (most reports; an account's rows moving to an anonymous id too).
CREATE FUNCTION "playback_retention_move"("p_media" uuid, "p_day" date, "p_old" integer, "p_new" integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "d" integer;
  "d25" integer;
  "d50" integer;
  "d75" integer;
  "dc" integer;
BEGIN
  SELECT "duration" INTO "d" FROM "media_items" WHERE "id" = "p_media";
  "d" := coalesce("d", 0);
  -- The same bucket rule as playback_retention_add: percent of the length, the end within 2 s.
  "d25" := (CASE WHEN "p_new" * 100 >= "d" * 25 THEN 1 ELSE 0 END) - (CASE WHEN "p_old" * 100 >= "d" * 25 THEN 1 ELSE 0 END);
  "d50" := (CASE WHEN "p_new" * 100 >= "d" * 50 THEN 1 ELSE 0 END) - (CASE WHEN "p_old" * 100 >= "d" * 50 THEN 1 ELSE 0 END);
  "d75" := (CASE WHEN "p_new" * 100 >= "d" * 75 THEN 1 ELSE 0 END) - (CASE WHEN "p_old" * 100 >= "d" * 75 THEN 1 ELSE 0 END);
  "dc" := (CASE WHEN "p_new" + 2 >= "d" THEN 1 ELSE 0 END) - (CASE WHEN "p_old" + 2 >= "d" THEN 1 ELSE 0 END);
  IF "d25" = 0 AND "d50" = 0 AND "d75" = 0 AND "dc" = 0 THEN
    RETURN;
  END IF;
  -- The row exists: the old point was counted in it.
  UPDATE "playback_retention_daily" SET
    "reached25" = "reached25" + "d25",
    "reached50" = "reached50" + "d50",
    "reached75" = "reached75" + "d75",
    "completed" = "completed" + "dc"
  WHERE "media_id" = "p_media" AND "first_day" = "p_day";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playback_retention_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "playback_retention_daily";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."media_id" = NEW."media_id" AND OLD."first_day" = NEW."first_day" THEN
    IF OLD."furthest_seconds" <> NEW."furthest_seconds" THEN
      PERFORM "playback_retention_move"(NEW."media_id", NEW."first_day", OLD."furthest_seconds", NEW."furthest_seconds");
    END IF;
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
