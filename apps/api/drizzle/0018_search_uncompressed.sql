-- A search reads the vector and the folded body of every document of its language that matches
-- (most, for a common word): stored uncompressed, they are read without being decompressed each time
-- (Khmer queries about 40 % faster). The rows already indexed are written again to take it.
ALTER TABLE "search_documents" ALTER COLUMN "vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "folded_body" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "search_documents" SET "vector" = "vector" || ''::tsvector, "folded_body" = "folded_body" || '';
