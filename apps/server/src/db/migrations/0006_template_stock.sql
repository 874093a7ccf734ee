CREATE TABLE "template_stock_targets" (
	"template_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "template_stock_targets_template_id_organization_id_pk" PRIMARY KEY("template_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "template_stock_targets" ADD CONSTRAINT "template_stock_targets_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_stock_targets" ADD CONSTRAINT "template_stock_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_stock_targets_org_idx" ON "template_stock_targets" USING btree ("organization_id");