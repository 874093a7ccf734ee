CREATE TABLE "admin_notices" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","run_after") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("kind","lease_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
-- Work queued before the job table existed becomes jobs: undelivered mail (a `sending` row's sender is gone) and media still processing.
INSERT INTO "jobs" ("kind", "key", "created_at") SELECT 'mail.send', "id"::text, "created_at" FROM "mail_outbox" WHERE "status" IN ('queued', 'sending') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key") SELECT 'media.process', "id"::text FROM "media" WHERE "status" = 'processing' ON CONFLICT DO NOTHING;
