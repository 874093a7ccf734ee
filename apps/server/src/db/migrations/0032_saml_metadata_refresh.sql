ALTER TABLE "sso_connections" ADD COLUMN "saml_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_refresh_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_refresh_error" text DEFAULT '' NOT NULL;