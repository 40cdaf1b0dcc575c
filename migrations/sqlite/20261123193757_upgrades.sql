-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_drops" table
CREATE TABLE `new_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `case_revision` integer NOT NULL DEFAULT (1), `state` text NOT NULL DEFAULT ('active'), `price` integer NOT NULL, `nonce` integer NOT NULL, `cursor` integer NOT NULL DEFAULT (0), `ticket` integer NOT NULL, `sold_at` datetime NULL, `feed_at` datetime NULL, `item_id` integer NOT NULL, `case_id` integer NULL, `seed_id` integer NOT NULL, `upgrade_staked` integer NULL, `user_id` integer NOT NULL, CONSTRAINT `drops_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_upgrades_staked` FOREIGN KEY (`upgrade_staked`) REFERENCES `upgrades` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_users_drops` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_drops", 17179869184);
-- Copy rows from old table "drops" to new temporary table "new_drops"
INSERT INTO `new_drops` (`id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `item_id`, `case_id`, `seed_id`, `user_id`) SELECT `id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `item_id`, `case_id`, `seed_id`, `user_id` FROM `drops`;
-- Drop "drops" table after copying rows
DROP TABLE `drops`;
-- Rename temporary table "new_drops" to "drops"
ALTER TABLE `new_drops` RENAME TO `drops`;
-- Create index "drop_user_id_state" to table: "drops"
CREATE INDEX `drop_user_id_state` ON `drops` (`user_id`, `state`);
-- Create index "drop_feed_at" to table: "drops"
CREATE INDEX `drop_feed_at` ON `drops` (`feed_at`);
-- Create "upgrades" table
CREATE TABLE `upgrades` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `target_price` integer NOT NULL, `items_value` integer NOT NULL, `bullets` integer NOT NULL, `balance_amount` integer NOT NULL, `stake` integer NOT NULL, `chance` integer NOT NULL, `house_edge_bps` integer NOT NULL, `mode` text NOT NULL, `nonce` integer NOT NULL, `ticket` integer NOT NULL, `won` bool NOT NULL, `target_item_id` integer NOT NULL, `seed_id` integer NOT NULL, `result_drop_id` integer NULL, `user_id` integer NOT NULL, CONSTRAINT `upgrades_items_target` FOREIGN KEY (`target_item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `upgrades_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE NO ACTION, CONSTRAINT `upgrades_drops_result` FOREIGN KEY (`result_drop_id`) REFERENCES `drops` (`id`) ON DELETE SET NULL, CONSTRAINT `upgrades_users_upgrades` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "upgrades" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("upgrades", 51539607552);
-- Create index "upgrade_user_id_created_at" to table: "upgrades"
CREATE INDEX `upgrade_user_id_created_at` ON `upgrades` (`user_id`, `created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
