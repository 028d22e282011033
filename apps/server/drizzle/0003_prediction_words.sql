CREATE TABLE "prediction_words" (
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"previous_word" text DEFAULT '' NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_words_user_id_language_previous_word_word_pk" PRIMARY KEY("user_id","language","previous_word","word")
);
--> statement-breakpoint
ALTER TABLE "prediction_words" ADD CONSTRAINT "prediction_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_words_last_used_idx" ON "prediction_words" USING btree ("user_id","language","last_used_at");