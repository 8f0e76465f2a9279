CREATE TYPE "public"."business_event_kind" AS ENUM('new', 'reactivated', 'expansion', 'contraction', 'churned', 'paying', 'trial');--> statement-breakpoint
CREATE TYPE "public"."cancel_reason" AS ENUM('too-expensive', 'no-time', 'content', 'technical', 'other');--> statement-breakpoint
ALTER TYPE "public"."payment_order_kind" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "business_cancel_hours" (
	"hour" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_cancel_hours_hour_reason_pk" PRIMARY KEY("hour","reason")
);
--> statement-breakpoint
CREATE TABLE "business_cohort_months" (
	"cohort" date NOT NULL,
	"month" date NOT NULL,
	"paying" integer NOT NULL,
	"listened" integer NOT NULL,
	CONSTRAINT "business_cohort_months_cohort_month_pk" PRIMARY KEY("cohort","month")
);
--> statement-breakpoint
CREATE TABLE "business_cohorts" (
	"cohort" date PRIMARY KEY NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_content_categories" (
	"cohort" date NOT NULL,
	"category_id" uuid NOT NULL,
	"played" integer NOT NULL,
	"played_retained" integer NOT NULL,
	CONSTRAINT "business_content_categories_cohort_category_id_pk" PRIMARY KEY("cohort","category_id")
);
--> statement-breakpoint
CREATE TABLE "business_content_cohorts" (
	"cohort" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"retained" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_dirty_members" (
	"member_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"paying_delta" integer DEFAULT 0 NOT NULL,
	"mrr_delta_cents" bigint DEFAULT 0 NOT NULL,
	"new_cents" bigint DEFAULT 0 NOT NULL,
	"expansion_cents" bigint DEFAULT 0 NOT NULL,
	"contraction_cents" bigint DEFAULT 0 NOT NULL,
	"churned_cents" bigint DEFAULT 0 NOT NULL,
	"reactivated_cents" bigint DEFAULT 0 NOT NULL,
	"trials" integer DEFAULT 0 NOT NULL,
	"trials_converted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_member_events" (
	"member_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" "business_event_kind" NOT NULL,
	"paying_delta" integer DEFAULT 0 NOT NULL,
	"mrr_delta_cents" integer DEFAULT 0 NOT NULL,
	"trial_converted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "business_member_events_member_id_at_kind_pk" PRIMARY KEY("member_id","at","kind")
);
--> statement-breakpoint
CREATE TABLE "business_money_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"charged_cents" bigint DEFAULT 0 NOT NULL,
	"one_off_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_paying_spans" (
	"member_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"previous_ended_at" timestamp with time zone,
	CONSTRAINT "business_paying_spans_member_id_started_at_pk" PRIMARY KEY("member_id","started_at")
);
--> statement-breakpoint
CREATE TABLE "business_refresh_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"monthly_at" timestamp with time zone,
	"monthly_from" date,
	"time_zone" text
);
--> statement-breakpoint
CREATE TABLE "renewal_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"provider_subscription_id" uuid,
	"plan_id" uuid NOT NULL,
	"reason" "cancel_reason",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_content_categories" ADD CONSTRAINT "business_content_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_provider_subscription_id_provider_subscriptions_id_fk" FOREIGN KEY ("provider_subscription_id") REFERENCES "public"."provider_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cancellations" ADD CONSTRAINT "renewal_cancellations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_member_events_at_idx" ON "business_member_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "business_paying_spans_ended_idx" ON "business_paying_spans" USING btree ("ended_at","started_at") WHERE "business_paying_spans"."ended_at" is not null;--> statement-breakpoint
CREATE INDEX "business_paying_spans_returned_idx" ON "business_paying_spans" USING btree ("previous_ended_at") WHERE "business_paying_spans"."previous_ended_at" is not null;--> statement-breakpoint
CREATE INDEX "renewal_cancellations_created_idx" ON "renewal_cancellations" USING btree ("created_at");--> statement-breakpoint
-- Issue 33, decision 116. Money per UTC hour of completed_at, kept by the database itself like
-- user_signup_days (decision 091): one grouped upsert of differences per statement, hours in order so
-- concurrent writers wait rather than deadlock. Charged: completed purchases and renewals; one-off: of
-- them, plans that do not renew; refunded: withdrawal rows and refunds made at the provider (issue
-- 32). UTC hours, so the table does not depend on the service's time zone (every local midnight of a
-- whole-hour zone is a UTC hour).
CREATE FUNCTION "business_money_hours_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "business_money_hours";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "business_money_hours" ("hour", "charged_cents", "one_off_cents", "refunded_cents")
      SELECT to_timestamp(floor(extract(epoch FROM "c"."completed_at") / 3600) * 3600), sum("c"."charged"), sum("c"."one_off"), sum("c"."refunded")
      FROM (SELECT "x"."completed_at", 1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' THEN "x"."amount_cents" ELSE 0 END AS "charged",
        1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' AND NOT "p"."renews" THEN "x"."amount_cents" ELSE 0 END AS "one_off",
        1 * CASE WHEN "x"."kind"::text IN ('withdrawal', 'refund') AND "x"."status"::text = 'refunded' THEN "x"."amount_cents" ELSE 0 END AS "refunded"
        FROM "new_rows" AS "x" JOIN "plans" AS "p" ON "p"."id" = "x"."plan_id" WHERE "x"."completed_at" IS NOT NULL) AS "c"
      GROUP BY 1 HAVING sum("c"."charged") <> 0 OR sum("c"."refunded") <> 0 ORDER BY 1
      ON CONFLICT ("hour") DO UPDATE SET
        "charged_cents" = "business_money_hours"."charged_cents" + excluded."charged_cents",
        "one_off_cents" = "business_money_hours"."one_off_cents" + excluded."one_off_cents",
        "refunded_cents" = "business_money_hours"."refunded_cents" + excluded."refunded_cents";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "business_money_hours" ("hour", "charged_cents", "one_off_cents", "refunded_cents")
      SELECT to_timestamp(floor(extract(epoch FROM "c"."completed_at") / 3600) * 3600), sum("c"."charged"), sum("c"."one_off"), sum("c"."refunded")
      FROM (SELECT "x"."completed_at", -1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' THEN "x"."amount_cents" ELSE 0 END AS "charged",
        -1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' AND NOT "p"."renews" THEN "x"."amount_cents" ELSE 0 END AS "one_off",
        -1 * CASE WHEN "x"."kind"::text IN ('withdrawal', 'refund') AND "x"."status"::text = 'refunded' THEN "x"."amount_cents" ELSE 0 END AS "refunded"
        FROM "old_rows" AS "x" JOIN "plans" AS "p" ON "p"."id" = "x"."plan_id" WHERE "x"."completed_at" IS NOT NULL) AS "c"
      GROUP BY 1 HAVING sum("c"."charged") <> 0 OR sum("c"."refunded") <> 0 ORDER BY 1
      ON CONFLICT ("hour") DO UPDATE SET
        "charged_cents" = "business_money_hours"."charged_cents" + excluded."charged_cents",
        "one_off_cents" = "business_money_hours"."one_off_cents" + excluded."one_off_cents",
        "refunded_cents" = "business_money_hours"."refunded_cents" + excluded."refunded_cents";
  ELSE
    INSERT INTO "business_money_hours" ("hour", "charged_cents", "one_off_cents", "refunded_cents")
      SELECT to_timestamp(floor(extract(epoch FROM "c"."completed_at") / 3600) * 3600), sum("c"."charged"), sum("c"."one_off"), sum("c"."refunded")
      FROM (SELECT "x"."completed_at", 1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' THEN "x"."amount_cents" ELSE 0 END AS "charged",
        1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' AND NOT "p"."renews" THEN "x"."amount_cents" ELSE 0 END AS "one_off",
        1 * CASE WHEN "x"."kind"::text IN ('withdrawal', 'refund') AND "x"."status"::text = 'refunded' THEN "x"."amount_cents" ELSE 0 END AS "refunded"
        FROM "new_rows" AS "x" JOIN "plans" AS "p" ON "p"."id" = "x"."plan_id" WHERE "x"."completed_at" IS NOT NULL
        UNION ALL
        SELECT "x"."completed_at", -1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' THEN "x"."amount_cents" ELSE 0 END AS "charged",
        -1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' AND NOT "p"."renews" THEN "x"."amount_cents" ELSE 0 END AS "one_off",
        -1 * CASE WHEN "x"."kind"::text IN ('withdrawal', 'refund') AND "x"."status"::text = 'refunded' THEN "x"."amount_cents" ELSE 0 END AS "refunded"
        FROM "old_rows" AS "x" JOIN "plans" AS "p" ON "p"."id" = "x"."plan_id" WHERE "x"."completed_at" IS NOT NULL) AS "c"
      GROUP BY 1 HAVING sum("c"."charged") <> 0 OR sum("c"."refunded") <> 0 ORDER BY 1
      ON CONFLICT ("hour") DO UPDATE SET
        "charged_cents" = "business_money_hours"."charged_cents" + excluded."charged_cents",
        "one_off_cents" = "business_money_hours"."one_off_cents" + excluded."one_off_cents",
        "refunded_cents" = "business_money_hours"."refunded_cents" + excluded."refunded_cents";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_orders_money_hours_insert" AFTER INSERT ON "payment_orders"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_money_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_orders_money_hours_update" AFTER UPDATE ON "payment_orders"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_money_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_orders_money_hours_delete" AFTER DELETE ON "payment_orders"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_money_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_orders_money_hours_truncate" AFTER TRUNCATE ON "payment_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "business_money_hours_apply"();
--> statement-breakpoint
-- The members whose subscriptions changed, for the business refresh pass (decision 116): every
-- insert, update or delete of a subscription, whoever wrote it (grants, renewals, the scheduler,
-- withdrawals, account deletion's cascade).
CREATE FUNCTION "business_dirty_members_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "business_dirty_members" ("member_id") SELECT DISTINCT "user_id" FROM "new_rows" ORDER BY 1 ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "business_dirty_members" ("member_id") SELECT DISTINCT "user_id" FROM "old_rows" ORDER BY 1 ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "business_dirty_members" ("member_id")
      SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows" ORDER BY 1 ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_business_insert" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_dirty_members_mark"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_business_update" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_dirty_members_mark"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_business_delete" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_dirty_members_mark"();
--> statement-breakpoint
-- What is already there: the money at once, the members at the refresh pass's next turns.
INSERT INTO "business_money_hours" ("hour", "charged_cents", "one_off_cents", "refunded_cents")
  SELECT to_timestamp(floor(extract(epoch FROM "c"."completed_at") / 3600) * 3600), sum("c"."charged"), sum("c"."one_off"), sum("c"."refunded")
  FROM (SELECT "x"."completed_at", 1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' THEN "x"."amount_cents" ELSE 0 END AS "charged",
        1 * CASE WHEN "x"."kind"::text IN ('purchase', 'renewal') AND "x"."status"::text = 'completed' AND NOT "p"."renews" THEN "x"."amount_cents" ELSE 0 END AS "one_off",
        1 * CASE WHEN "x"."kind"::text IN ('withdrawal', 'refund') AND "x"."status"::text = 'refunded' THEN "x"."amount_cents" ELSE 0 END AS "refunded"
        FROM "payment_orders" AS "x" JOIN "plans" AS "p" ON "p"."id" = "x"."plan_id" WHERE "x"."completed_at" IS NOT NULL) AS "c"
  GROUP BY 1 HAVING sum("c"."charged") <> 0 OR sum("c"."refunded") <> 0;
--> statement-breakpoint
INSERT INTO "business_dirty_members" ("member_id") SELECT DISTINCT "user_id" FROM "subscriptions";
--> statement-breakpoint
-- The cancellations' answers per UTC hour (decision 116), kept like the money: one grouped upsert
-- of differences per statement, hours in order.
CREATE FUNCTION "business_cancel_hours_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "business_cancel_hours";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "business_cancel_hours" ("hour", "reason", "cancellations")
      SELECT to_timestamp(floor(extract(epoch FROM "created_at") / 3600) * 3600), coalesce("reason"::text, 'none'), count(*)::int
      FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("hour", "reason") DO UPDATE SET "cancellations" = "business_cancel_hours"."cancellations" + excluded."cancellations";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "business_cancel_hours" ("hour", "reason", "cancellations")
      SELECT to_timestamp(floor(extract(epoch FROM "created_at") / 3600) * 3600), coalesce("reason"::text, 'none'), -count(*)::int
      FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("hour", "reason") DO UPDATE SET "cancellations" = "business_cancel_hours"."cancellations" + excluded."cancellations";
  ELSE
    INSERT INTO "business_cancel_hours" ("hour", "reason", "cancellations")
      SELECT "h", "r", sum("n")::int FROM (
        SELECT to_timestamp(floor(extract(epoch FROM "created_at") / 3600) * 3600) AS "h", coalesce("reason"::text, 'none') AS "r", 1 AS "n" FROM "new_rows"
        UNION ALL
        SELECT to_timestamp(floor(extract(epoch FROM "created_at") / 3600) * 3600), coalesce("reason"::text, 'none'), -1 FROM "old_rows"
      ) AS "changes" GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
      ON CONFLICT ("hour", "reason") DO UPDATE SET "cancellations" = "business_cancel_hours"."cancellations" + excluded."cancellations";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "renewal_cancellations_hours_insert" AFTER INSERT ON "renewal_cancellations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_cancel_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "renewal_cancellations_hours_update" AFTER UPDATE ON "renewal_cancellations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_cancel_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "renewal_cancellations_hours_delete" AFTER DELETE ON "renewal_cancellations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_cancel_hours_apply"();
--> statement-breakpoint
CREATE TRIGGER "renewal_cancellations_hours_truncate" AFTER TRUNCATE ON "renewal_cancellations"
  FOR EACH STATEMENT EXECUTE FUNCTION "business_cancel_hours_apply"();
