CREATE TABLE "device_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"play_now" jsonb,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"organization_id" integer,
	"group_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"interactive" boolean DEFAULT false NOT NULL,
	"device_type" text DEFAULT 'NONE' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"play_now" jsonb,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pairing_code" text,
	"pairing_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"screen_width" integer,
	"screen_height" integer,
	"last_seen_at" timestamp with time zone,
	"last_status" text,
	"playing" jsonb,
	"playing_since" timestamp with time zone,
	"manifest_version" text,
	"applied_manifest_version" text,
	"applied_at" timestamp with time zone,
	"storage_used_bytes" bigint,
	"storage_quota_bytes" bigint,
	"screenshot_key" text,
	"screenshot_sha256" text,
	"screenshot_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_play" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"version" integer NOT NULL,
	"slide_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_parent_id_device_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_groups_org_parent_idx" ON "device_groups" USING btree ("organization_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_key_uq" ON "devices" USING btree ("device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_secret_hash_uq" ON "devices" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_pairing_code_uq" ON "devices" USING btree ("pairing_code") WHERE "devices"."organization_id" is null and "devices"."pairing_code" is not null;--> statement-breakpoint
CREATE INDEX "devices_org_group_idx" ON "devices" USING btree ("organization_id","group_id");--> statement-breakpoint
CREATE INDEX "proof_of_play_org_started_idx" ON "proof_of_play" USING btree ("organization_id","started_at");--> statement-breakpoint
CREATE INDEX "proof_of_play_device_idx" ON "proof_of_play" USING btree ("device_id","started_at");