CREATE TABLE "screen_health_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold_minutes" integer DEFAULT 30 NOT NULL,
	"recipient_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notify_recovery" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"offline_since" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"recovered_at" timestamp with time zone,
	"recovery_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_online_daily" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"online_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_online_daily_organization_id_day_device_id_pk" PRIMARY KEY("organization_id","day","device_id")
);
--> statement-breakpoint
CREATE TABLE "stats_play_daily" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"slide_id" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_play_daily_organization_id_day_device_id_playlist_id_slide_id_pk" PRIMARY KEY("organization_id","day","device_id","playlist_id","slide_id")
);
--> statement-breakpoint
CREATE TABLE "stats_play_hourly" (
	"organization_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"playlist_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_play_hourly_organization_id_hour_playlist_id_pk" PRIMARY KEY("organization_id","hour","playlist_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_health_settings" ADD CONSTRAINT "screen_health_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_incidents" ADD CONSTRAINT "screen_incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_incidents" ADD CONSTRAINT "screen_incidents_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_incidents_open_uq" ON "screen_incidents" USING btree ("device_id") WHERE "screen_incidents"."recovered_at" is null;--> statement-breakpoint
CREATE INDEX "screen_incidents_org_idx" ON "screen_incidents" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Roll up the proof of play recorded before the roll-ups existed (every organization starts in UTC).
INSERT INTO "stats_play_daily" ("organization_id", "day", "device_id", "playlist_id", "slide_id", "plays", "play_ms")
SELECT "organization_id", ("started_at" AT TIME ZONE 'UTC')::date, "device_id", "playlist_id", coalesce("slide_id", 0), count(*), sum("duration_ms")
FROM "proof_of_play" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "stats_play_hourly" ("organization_id", "hour", "playlist_id", "plays", "play_ms")
SELECT "organization_id", date_trunc('hour', "started_at", 'UTC'), "playlist_id", count(*), sum("duration_ms")
FROM "proof_of_play" GROUP BY 1, 2, 3;
