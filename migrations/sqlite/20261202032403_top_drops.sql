-- Create index "drop_user_id_price" to table: "drops"
CREATE INDEX `drop_user_id_price` ON `drops` (`user_id`, `price`);
-- Create "top_drops" table
CREATE TABLE `top_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `price` integer NOT NULL, `bucket` datetime NOT NULL, `at` datetime NOT NULL, `drop_id` integer NOT NULL, CONSTRAINT `top_drops_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION);
-- Set sequence for "top_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("top_drops", 257698037760);
-- Create index "topdrop_bucket_price" to table: "top_drops"
CREATE INDEX `topdrop_bucket_price` ON `top_drops` (`bucket`, `price`);
-- Create index "topdrop_price" to table: "top_drops"
CREATE INDEX `topdrop_price` ON `top_drops` (`price`);
