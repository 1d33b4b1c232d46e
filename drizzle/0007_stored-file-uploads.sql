ALTER TABLE "stored_files" ALTER COLUMN "size_bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- the files the shop wrote before it recorded them: each delivery's sealed scroll and narration (size unread)
INSERT INTO "stored_files" ("bucket", "key", "content_type", "created_at")
SELECT 'generated-scrolls', "pdf_file_key", 'application/pdf', coalesce("rendered_at", "created_at")
FROM "scroll_deliveries" WHERE "pdf_file_key" IS NOT NULL
ON CONFLICT ("bucket", "key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("bucket", "key", "content_type", "created_at")
SELECT 'voice-narrations', "narration_file_key",
  CASE WHEN "narration_file_key" LIKE '%.mp3' THEN 'audio/mpeg' ELSE 'audio/wav' END,
  coalesce("rendered_at", "created_at")
FROM "scroll_deliveries" WHERE "narration_file_key" IS NOT NULL
ON CONFLICT ("bucket", "key") DO NOTHING;
