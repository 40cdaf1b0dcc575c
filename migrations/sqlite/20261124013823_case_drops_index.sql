-- Create index "drop_case_id_feed_at" to table: "drops"
CREATE INDEX `drop_case_id_feed_at` ON `drops` (`case_id`, `feed_at`);
