-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_case_items" table
CREATE TABLE `new_case_items` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `weight` integer NOT NULL, `revision` integer NOT NULL DEFAULT (1), `item_id` integer NOT NULL, `case_id` integer NOT NULL, CONSTRAINT `case_items_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `case_items_cases_case_items` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_case_items" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_case_items", 8589934592);
-- Copy rows from old table "case_items" to new temporary table "new_case_items"
INSERT INTO `new_case_items` (`id`, `weight`, `item_id`, `case_id`) SELECT `id`, `weight`, `item_id`, `case_id` FROM `case_items`;
-- Drop "case_items" table after copying rows
DROP TABLE `case_items`;
-- Rename temporary table "new_case_items" to "case_items"
ALTER TABLE `new_case_items` RENAME TO `case_items`;
-- Create index "caseitem_case_id_revision_item_id" to table: "case_items"
CREATE UNIQUE INDEX `caseitem_case_id_revision_item_id` ON `case_items` (`case_id`, `revision`, `item_id`);
-- Create "new_drops" table
CREATE TABLE `new_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `case_revision` integer NOT NULL DEFAULT (1), `state` text NOT NULL DEFAULT ('active'), `price` integer NOT NULL, `nonce` integer NOT NULL, `cursor` integer NOT NULL DEFAULT (0), `ticket` integer NOT NULL, `sold_at` datetime NULL, `item_id` integer NOT NULL, `case_id` integer NULL, `seed_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `drops_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_users_drops` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_drops", 17179869184);
-- Copy rows from old table "drops" to new temporary table "new_drops"
INSERT INTO `new_drops` (`id`, `created_at`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `item_id`, `case_id`, `seed_id`, `user_id`) SELECT `id`, `created_at`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `item_id`, `case_id`, `seed_id`, `user_id` FROM `drops`;
-- Drop "drops" table after copying rows
DROP TABLE `drops`;
-- Rename temporary table "new_drops" to "drops"
ALTER TABLE `new_drops` RENAME TO `drops`;
-- Create index "drop_user_id_state" to table: "drops"
CREATE INDEX `drop_user_id_state` ON `drops` (`user_id`, `state`);
-- Create "new_cases" table
CREATE TABLE `new_cases` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `alias` text NOT NULL, `name` text NOT NULL, `image` text NOT NULL DEFAULT (''), `family` text NOT NULL DEFAULT ('normal'), `price` integer NOT NULL, `rtp_bps` integer NOT NULL DEFAULT (0), `total_weight` integer NOT NULL DEFAULT (0), `enabled` bool NOT NULL DEFAULT (true), `sort` integer NOT NULL DEFAULT (0), `revision` integer NOT NULL DEFAULT (1), `group_id` integer NULL, CONSTRAINT `cases_case_groups_cases` FOREIGN KEY (`group_id`) REFERENCES `case_groups` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_cases" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_cases", 34359738368);
-- Copy rows from old table "cases" to new temporary table "new_cases"
INSERT INTO `new_cases` (`id`, `alias`, `name`, `image`, `family`, `price`, `rtp_bps`, `total_weight`, `enabled`, `sort`, `group_id`) SELECT `id`, `alias`, `name`, `image`, `family`, `price`, `rtp_bps`, `total_weight`, `enabled`, `sort`, `group_id` FROM `cases`;
-- Drop "cases" table after copying rows
DROP TABLE `cases`;
-- Rename temporary table "new_cases" to "cases"
ALTER TABLE `new_cases` RENAME TO `cases`;
-- Create index "cases_alias_key" to table: "cases"
CREATE UNIQUE INDEX `cases_alias_key` ON `cases` (`alias`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
