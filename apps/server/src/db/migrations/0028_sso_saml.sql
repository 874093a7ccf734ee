ALTER TABLE "sso_connections" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_entity_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_entry_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_certs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_metadata_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_email_attribute" text DEFAULT '' NOT NULL;