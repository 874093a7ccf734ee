CREATE TABLE "stats_play_device_daily" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_play_device_daily_pk" PRIMARY KEY("organization_id","day","device_id")
);
--> statement-breakpoint
CREATE TABLE "stats_play_device_playlist_daily" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_play_device_playlist_daily_pk" PRIMARY KEY("organization_id","playlist_id","day","device_id")
);
--> statement-breakpoint
CREATE TABLE "stats_play_presence" (
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"device_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"slide_id" integer DEFAULT 0 NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "stats_play_presence_pk" PRIMARY KEY("organization_id","year","playlist_id","slide_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "stats_play_slide_daily" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"playlist_id" integer NOT NULL,
	"slide_id" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"play_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_play_slide_daily_pk" PRIMARY KEY("organization_id","day","playlist_id","slide_id")
);
--> statement-breakpoint
CREATE INDEX "stats_play_device_daily_device_idx" ON "stats_play_device_daily" USING btree ("organization_id","device_id","day");--> statement-breakpoint
CREATE INDEX "stats_play_device_playlist_daily_device_idx" ON "stats_play_device_playlist_daily" USING btree ("organization_id","device_id","day");--> statement-breakpoint
CREATE INDEX "stats_play_daily_device_idx" ON "stats_play_daily" USING btree ("organization_id","device_id","day");--> statement-breakpoint
-- Backfill the narrower roll-ups from stats_play_daily (each is its sum over the dimension it leaves out).
INSERT INTO "stats_play_device_daily" ("organization_id", "day", "device_id", "plays", "play_ms")
SELECT "organization_id", "day", "device_id", sum("plays"), sum("play_ms") FROM "stats_play_daily" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "stats_play_device_playlist_daily" ("organization_id", "day", "device_id", "playlist_id", "plays", "play_ms")
SELECT "organization_id", "day", "device_id", "playlist_id", sum("plays"), sum("play_ms") FROM "stats_play_daily" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "stats_play_slide_daily" ("organization_id", "day", "playlist_id", "slide_id", "plays", "play_ms")
SELECT "organization_id", "day", "playlist_id", "slide_id", sum("plays"), sum("play_ms") FROM "stats_play_daily" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "stats_play_presence" ("organization_id", "year", "device_id", "playlist_id", "slide_id", "days")
SELECT "organization_id", extract(year FROM "day")::int, "device_id", "playlist_id", "slide_id",
  bit_or(set_bit(repeat('0', 366)::bit(366), extract(doy FROM "day")::int - 1, 1))
FROM "stats_play_daily" GROUP BY 1, 2, 3, 4, 5;
