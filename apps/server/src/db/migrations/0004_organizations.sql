CREATE TABLE "impersonation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_organization_id" integer NOT NULL,
	"recipient_organization_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_by_user_id" integer,
	"responded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"item" text NOT NULL,
	"value_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_requester_organization_id_organizations_id_fk" FOREIGN KEY ("requester_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_recipient_organization_id_organizations_id_fk" FOREIGN KEY ("recipient_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_pricing" ADD CONSTRAINT "organization_pricing_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impersonation_live_uq" ON "impersonation_requests" USING btree ("requester_organization_id","recipient_organization_id") WHERE "impersonation_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "impersonation_recipient_idx" ON "impersonation_requests" USING btree ("recipient_organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_pricing_item_uq" ON "organization_pricing" USING btree ("organization_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_domain_uq" ON "organizations" USING btree (lower("domain")) WHERE "organizations"."domain" is not null;