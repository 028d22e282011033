CREATE TABLE "speech_cache_entries" (
	"blob_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "speech_cache_entries_created_idx" ON "speech_cache_entries" USING btree ("created_at");