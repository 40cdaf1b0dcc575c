-- Create "price_snapshots" table
CREATE TABLE `price_snapshots` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `sha256` text NOT NULL, `contents_key` text NOT NULL, `prices` json NOT NULL);
-- Set sequence for "price_snapshots" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("price_snapshots", 386547056640);
-- Create index "price_snapshots_sha256_key" to table: "price_snapshots"
CREATE UNIQUE INDEX `price_snapshots_sha256_key` ON `price_snapshots` (`sha256`);
