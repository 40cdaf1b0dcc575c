-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_items" table
CREATE TABLE `new_items` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `market_hash_name` text NOT NULL, `static_name` text NOT NULL, `name` text NOT NULL, `weapon` text NOT NULL DEFAULT (''), `skin` text NOT NULL DEFAULT (''), `exterior` text NOT NULL DEFAULT (''), `stattrak` bool NOT NULL DEFAULT (false), `rarity` text NOT NULL, `category` text NOT NULL DEFAULT (''), `price` integer NOT NULL, `image` text NOT NULL DEFAULT (''), `opens_case_id` integer NULL, CONSTRAINT `items_cases_opens_case` FOREIGN KEY (`opens_case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_items" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_items", 25769803776);
-- Copy rows from old table "items" to new temporary table "new_items"
INSERT INTO `new_items` (`id`, `market_hash_name`, `static_name`, `name`, `weapon`, `skin`, `exterior`, `stattrak`, `rarity`, `category`, `price`, `image`) SELECT `id`, `market_hash_name`, `static_name`, `name`, `weapon`, `skin`, `exterior`, `stattrak`, `rarity`, `category`, `price`, `image` FROM `items`;
-- Drop "items" table after copying rows
DROP TABLE `items`;
-- Rename temporary table "new_items" to "items"
ALTER TABLE `new_items` RENAME TO `items`;
-- Create index "items_market_hash_name_key" to table: "items"
CREATE UNIQUE INDEX `items_market_hash_name_key` ON `items` (`market_hash_name`);
-- Create index "item_static_name" to table: "items"
CREATE INDEX `item_static_name` ON `items` (`static_name`);
-- Create "new_drops" table
CREATE TABLE `new_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `case_revision` integer NOT NULL DEFAULT (1), `state` text NOT NULL DEFAULT ('active'), `price` integer NOT NULL, `nonce` integer NOT NULL, `cursor` integer NOT NULL DEFAULT (0), `ticket` integer NOT NULL, `roll` text NOT NULL DEFAULT (''), `sold_at` datetime NULL, `feed_at` datetime NULL, `contract_given` integer NULL, `item_id` integer NOT NULL, `case_id` integer NULL, `seed_id` integer NULL, `skin_change_given` integer NULL, `upgrade_staked` integer NULL, `user_id` integer NOT NULL, CONSTRAINT `drops_contracts_given` FOREIGN KEY (`contract_given`) REFERENCES `contracts` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_skin_changes_given` FOREIGN KEY (`skin_change_given`) REFERENCES `skin_changes` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_upgrades_staked` FOREIGN KEY (`upgrade_staked`) REFERENCES `upgrades` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_users_drops` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_drops", 17179869184);
-- Copy rows from old table "drops" to new temporary table "new_drops"
INSERT INTO `new_drops` (`id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `contract_given`, `item_id`, `case_id`, `seed_id`, `skin_change_given`, `upgrade_staked`, `user_id`) SELECT `id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `contract_given`, `item_id`, `case_id`, `seed_id`, `skin_change_given`, `upgrade_staked`, `user_id` FROM `drops`;
-- Drop "drops" table after copying rows
DROP TABLE `drops`;
-- Rename temporary table "new_drops" to "drops"
ALTER TABLE `new_drops` RENAME TO `drops`;
-- Create index "drop_user_id_state" to table: "drops"
CREATE INDEX `drop_user_id_state` ON `drops` (`user_id`, `state`);
-- Create index "drop_feed_at" to table: "drops"
CREATE INDEX `drop_feed_at` ON `drops` (`feed_at`);
-- Create index "drop_case_id_feed_at" to table: "drops"
CREATE INDEX `drop_case_id_feed_at` ON `drops` (`case_id`, `feed_at`);
-- Create "case_progresses" table
CREATE TABLE `case_progresses` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `count` integer NOT NULL DEFAULT (0), `version` integer NOT NULL DEFAULT (0), `updated_at` datetime NULL, `user_id` integer NOT NULL, `case_id` integer NOT NULL, CONSTRAINT `case_progresses_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION, CONSTRAINT `case_progresses_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION);
-- Set sequence for "case_progresses" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("case_progresses", 90194313216);
-- Create index "caseprogress_user_id_case_id" to table: "case_progresses"
CREATE UNIQUE INDEX `caseprogress_user_id_case_id` ON `case_progresses` (`user_id`, `case_id`);
-- Create "daily_bonus_opens" table
CREATE TABLE `daily_bonus_opens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `day` text NOT NULL, `tier` integer NOT NULL, `user_id` integer NOT NULL, `drop_id` integer NOT NULL, CONSTRAINT `daily_bonus_opens_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION, CONSTRAINT `daily_bonus_opens_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION);
-- Set sequence for "daily_bonus_opens" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("daily_bonus_opens", 94489280512);
-- Create index "dailybonusopen_user_id_day" to table: "daily_bonus_opens"
CREATE UNIQUE INDEX `dailybonusopen_user_id_day` ON `daily_bonus_opens` (`user_id`, `day`);
-- Create index "dailybonusopen_created_at" to table: "daily_bonus_opens"
CREATE INDEX `dailybonusopen_created_at` ON `daily_bonus_opens` (`created_at`);
-- Create "discovered_boards" table
CREATE TABLE `discovered_boards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `case_revision` integer NOT NULL, `seed_id` integer NOT NULL, `nonce` integer NOT NULL, `items` json NOT NULL, `salt` text NOT NULL, `commitment` text NOT NULL, `selected` integer NULL, `state` text NOT NULL DEFAULT ('dealt'), `drop_id` integer NULL, `user_id` integer NOT NULL, `case_id` integer NOT NULL, CONSTRAINT `discovered_boards_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION, CONSTRAINT `discovered_boards_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION);
-- Set sequence for "discovered_boards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("discovered_boards", 98784247808);
-- Create index "discoveredboard_user_id_case_id_state" to table: "discovered_boards"
CREATE INDEX `discoveredboard_user_id_case_id_state` ON `discovered_boards` (`user_id`, `case_id`, `state`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
