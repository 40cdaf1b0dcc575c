-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_level_rewards" table
CREATE TABLE `new_level_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `level` integer NOT NULL, `crystals` integer NOT NULL DEFAULT (0), `bullets` integer NOT NULL DEFAULT (0), `balance` integer NOT NULL DEFAULT (0), `case_alias` text NOT NULL DEFAULT (''), `customization_slug` text NOT NULL DEFAULT (''));
-- Set sequence for "new_level_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_level_rewards", 154618822656);
-- Copy rows from old table "level_rewards" to new temporary table "new_level_rewards"
INSERT INTO `new_level_rewards` (`id`, `level`, `crystals`, `bullets`, `balance`, `case_alias`) SELECT `id`, `level`, `crystals`, `bullets`, `balance`, `case_alias` FROM `level_rewards`;
-- Drop "level_rewards" table after copying rows
DROP TABLE `level_rewards`;
-- Rename temporary table "new_level_rewards" to "level_rewards"
ALTER TABLE `new_level_rewards` RENAME TO `level_rewards`;
-- Create index "level_rewards_level_key" to table: "level_rewards"
CREATE UNIQUE INDEX `level_rewards_level_key` ON `level_rewards` (`level`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
