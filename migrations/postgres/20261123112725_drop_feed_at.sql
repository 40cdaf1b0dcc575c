-- Modify "drops" table
ALTER TABLE "drops" ADD COLUMN "feed_at" timestamptz NULL;
-- Create index "drop_feed_at" to table: "drops"
CREATE INDEX "drop_feed_at" ON "drops" ("feed_at");
-- Wins from before this column are old enough to show at once
UPDATE "drops" SET "feed_at" = "created_at";
