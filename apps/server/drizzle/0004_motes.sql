CREATE TABLE "mote_listeners" (
	"mote_id" text NOT NULL,
	"listener_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mote_listeners_mote_id_listener_hash_pk" PRIMARY KEY("mote_id","listener_hash")
);
--> statement-breakpoint
CREATE TABLE "motes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"waveform" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_status" text NOT NULL,
	"transcript_text" text DEFAULT '' NOT NULL,
	"transcript_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_edited_at" timestamp with time zone,
	"visibility" text DEFAULT 'link' NOT NULL,
	"allow_download" boolean DEFAULT false NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"heard" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"upload_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"length" integer NOT NULL,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'receiving' NOT NULL,
	"blob_key" text,
	"mote_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mote_listeners" ADD CONSTRAINT "mote_listeners_mote_id_motes_id_fk" FOREIGN KEY ("mote_id") REFERENCES "motes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motes" ADD CONSTRAINT "motes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "motes_owner_idempotency_idx" ON "motes" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "motes_owner_created_idx" ON "motes" USING btree ("owner_key","created_at","id");--> statement-breakpoint
CREATE INDEX "motes_user_idx" ON "motes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "motes_deleted_idx" ON "motes" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_key");--> statement-breakpoint
CREATE INDEX "uploads_sweep_idx" ON "uploads" USING btree ("status","updated_at");