-- The folded bodies are no longer read by every search (the search keeps them in process, read once:
-- folded-texts.ts), so they are stored compressed again, as text usually is. The vectors stay
-- uncompressed (0018): every search still reads them. The rows already indexed are written again.
ALTER TABLE "search_documents" ALTER COLUMN "folded_body" SET STORAGE EXTENDED;--> statement-breakpoint
UPDATE "search_documents" SET "folded_body" = "folded_body" || '';
