ALTER TABLE "device_groups" ADD COLUMN "sleep_hours" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sleep_hours" jsonb;