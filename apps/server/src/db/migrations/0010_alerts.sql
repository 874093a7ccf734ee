CREATE TABLE "alert_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"started_by_user_id" integer,
	"started_by_integration_id" integer,
	"started_by_name" text,
	"started_by_kind" text NOT NULL,
	"ended_by_kind" text,
	"ended_by_name" text
);
--> statement-breakpoint
CREATE TABLE "alert_receipts" (
	"activation_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"shown_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "alert_receipts_activation_id_device_id_pk" PRIMARY KEY("activation_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"instructions" text NOT NULL,
	"mode" text NOT NULL,
	"duration_seconds" integer,
	"audio_media_id" integer,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"targets" jsonb NOT NULL,
	"cap_identifier" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"alert_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"targets" jsonb,
	"cap_feed_url" text,
	"last_called_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"text" text NOT NULL,
	"style" text NOT NULL,
	"position" text NOT NULL,
	"speed" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"targets" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_activations" ADD CONSTRAINT "alert_activations_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_activations" ADD CONSTRAINT "alert_activations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_activations" ADD CONSTRAINT "alert_activations_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_receipts" ADD CONSTRAINT "alert_receipts_activation_id_alert_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."alert_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_audio_media_id_media_id_fk" FOREIGN KEY ("audio_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_messages" ADD CONSTRAINT "screen_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_messages" ADD CONSTRAINT "screen_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_activations_alert_idx" ON "alert_activations" USING btree ("alert_id","started_at");--> statement-breakpoint
CREATE INDEX "alert_activations_org_open_idx" ON "alert_activations" USING btree ("organization_id") WHERE "alert_activations"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_activations_one_open_idx" ON "alert_activations" USING btree ("alert_id") WHERE "alert_activations"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_org_name_idx" ON "alerts" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_key_hash_idx" ON "integrations" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_org_name_idx" ON "integrations" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "screen_messages_org_idx" ON "screen_messages" USING btree ("organization_id","starts_at");