ALTER TABLE "device_groups" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;