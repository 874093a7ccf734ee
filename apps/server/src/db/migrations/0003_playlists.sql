CREATE TABLE "playlist_favorites" (
	"playlist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "playlist_favorites_playlist_id_user_id_pk" PRIMARY KEY("playlist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "playlist_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "playlist_stock_targets" (
	"playlist_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "playlist_stock_targets_playlist_id_organization_id_pk" PRIMARY KEY("playlist_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"creator_user_id" integer,
	"type" text DEFAULT 'playlist' NOT NULL,
	"section" text DEFAULT 'my' NOT NULL,
	"name" text NOT NULL,
	"aspect" text DEFAULT '16:9' NOT NULL,
	"parent_folder_id" integer,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"overlay" jsonb,
	"slide_animation" jsonb,
	"original_playlist_id" integer,
	"lock_user_id" integer,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"duration" double precision DEFAULT 10 NOT NULL,
	"slide_data" jsonb NOT NULL,
	"thumbnail_key" text,
	"thumbnail_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"creator_user_id" integer,
	"section" text DEFAULT 'my' NOT NULL,
	"name" text NOT NULL,
	"slide_data" jsonb NOT NULL,
	"thumbnail_key" text,
	"thumbnail_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_favorites" ADD CONSTRAINT "playlist_favorites_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_favorites" ADD CONSTRAINT "playlist_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_snapshots" ADD CONSTRAINT "playlist_snapshots_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_snapshots" ADD CONSTRAINT "playlist_snapshots_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_stock_targets" ADD CONSTRAINT "playlist_stock_targets_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_stock_targets" ADD CONSTRAINT "playlist_stock_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_parent_folder_id_playlists_id_fk" FOREIGN KEY ("parent_folder_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_original_playlist_id_playlists_id_fk" FOREIGN KEY ("original_playlist_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_lock_user_id_users_id_fk" FOREIGN KEY ("lock_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_snapshots_version_idx" ON "playlist_snapshots" USING btree ("playlist_id","version");--> statement-breakpoint
CREATE INDEX "playlist_stock_targets_org_idx" ON "playlist_stock_targets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "playlists_org_section_idx" ON "playlists" USING btree ("organization_id","section","parent_folder_id");--> statement-breakpoint
CREATE INDEX "slides_playlist_idx" ON "slides" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "slides_thumbnail_key_idx" ON "slides" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "templates_org_section_idx" ON "templates" USING btree ("organization_id","section");