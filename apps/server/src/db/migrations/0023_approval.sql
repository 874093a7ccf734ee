CREATE TABLE "organization_approval_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"approved_version" integer
);
--> statement-breakpoint
ALTER TABLE "organization_approval_settings" ADD CONSTRAINT "organization_approval_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_approval_settings" ADD CONSTRAINT "organization_approval_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_approval_requests" ADD CONSTRAINT "playlist_approval_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_approval_requests" ADD CONSTRAINT "playlist_approval_requests_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_approval_requests" ADD CONSTRAINT "playlist_approval_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_approval_requests" ADD CONSTRAINT "playlist_approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_approval_requests_org_idx" ON "playlist_approval_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "playlist_approval_requests_playlist_idx" ON "playlist_approval_requests" USING btree ("playlist_id","status");