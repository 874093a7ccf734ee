CREATE TABLE "activity_reads" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"read_up_to_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reads_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "activity_reads" ADD CONSTRAINT "activity_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reads" ADD CONSTRAINT "activity_reads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_org_id_idx" ON "audit_log" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "audit_org_actor_idx" ON "audit_log" USING btree ("organization_id","actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_org_object_idx" ON "audit_log" USING btree ("organization_id","object_type","object_id","id");