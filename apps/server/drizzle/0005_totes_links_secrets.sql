CREATE TABLE "signing_secrets" (
	"purpose" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"title" text NOT NULL,
	"mote_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD COLUMN "opened_by_device_id" text;--> statement-breakpoint
ALTER TABLE "totes" ADD CONSTRAINT "totes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target_idx" ON "short_links" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "totes_owner_idempotency_idx" ON "totes" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "totes_owner_created_idx" ON "totes" USING btree ("owner_key","created_at");--> statement-breakpoint
CREATE INDEX "totes_user_idx" ON "totes" USING btree ("user_id");