ALTER TABLE "playlists" ADD COLUMN "show_from" text;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "show_until" text;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "expiry_warned_for" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "show_from" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "show_until" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "expiry_warned_for" text;