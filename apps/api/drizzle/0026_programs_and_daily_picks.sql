CREATE TYPE "public"."program_level" AS ENUM('inicial', 'intermedio', 'avanzado');--> statement-breakpoint
CREATE TYPE "public"."program_pace" AS ENUM('daily', 'free');--> statement-breakpoint
CREATE TABLE "daily_picks" (
	"day" date PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"planned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_on" date NOT NULL,
	"completed_on" date
);
--> statement-breakpoint
CREATE TABLE "program_reflections" (
	"enrolment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mood" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_reflections_enrolment_id_position_pk" PRIMARY KEY("enrolment_id","position"),
	CONSTRAINT "program_reflections_mood_range" CHECK ("program_reflections"."mood" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "program_step_completions" (
	"enrolment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"completed_on" date NOT NULL,
	CONSTRAINT "program_step_completions_enrolment_id_position_pk" PRIMARY KEY("enrolment_id","position")
);
--> statement-breakpoint
CREATE TABLE "program_steps" (
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"media_id" uuid NOT NULL,
	CONSTRAINT "program_steps_program_id_position_pk" PRIMARY KEY("program_id","position"),
	CONSTRAINT "program_steps_position_positive" CHECK ("program_steps"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid NOT NULL,
	"level" "program_level" DEFAULT 'inicial' NOT NULL,
	"pace" "program_pace" DEFAULT 'daily' NOT NULL,
	"cover_image_name" text,
	"cover_image_url" text,
	"order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_planned_by_users_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reflections" ADD CONSTRAINT "program_reflections_enrolment_id_program_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."program_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_step_completions" ADD CONSTRAINT "program_step_completions_enrolment_id_program_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."program_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_steps" ADD CONSTRAINT "program_steps_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_steps" ADD CONSTRAINT "program_steps_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_user_program_unique" ON "program_enrolments" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "program_enrolments_program_started_idx" ON "program_enrolments" USING btree ("program_id","started_on");--> statement-breakpoint
CREATE UNIQUE INDEX "program_steps_program_media_unique" ON "program_steps" USING btree ("program_id","media_id");--> statement-breakpoint
CREATE INDEX "program_steps_media_idx" ON "program_steps" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_slug_unique" ON "programs" USING btree ("slug");