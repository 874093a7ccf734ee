CREATE INDEX "media_storage_key_idx" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_thumbnail_key_idx" ON "media" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "media_stock_targets_org_idx" ON "media_stock_targets" USING btree ("organization_id");