-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Add column "contract_rules_accepted_at" to table: "users"
ALTER TABLE `users` ADD COLUMN `contract_rules_accepted_at` datetime NULL;
-- Create "new_drops" table
CREATE TABLE `new_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `case_revision` integer NOT NULL DEFAULT (1), `state` text NOT NULL DEFAULT ('active'), `price` integer NOT NULL, `nonce` integer NOT NULL, `cursor` integer NOT NULL DEFAULT (0), `ticket` integer NOT NULL, `sold_at` datetime NULL, `feed_at` datetime NULL, `contract_given` integer NULL, `item_id` integer NOT NULL, `case_id` integer NULL, `seed_id` integer NULL, `skin_change_given` integer NULL, `upgrade_staked` integer NULL, `user_id` integer NOT NULL, CONSTRAINT `drops_contracts_given` FOREIGN KEY (`contract_given`) REFERENCES `contracts` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_skin_changes_given` FOREIGN KEY (`skin_change_given`) REFERENCES `skin_changes` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_upgrades_staked` FOREIGN KEY (`upgrade_staked`) REFERENCES `upgrades` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_users_drops` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_drops", 17179869184);
-- Copy rows from old table "drops" to new temporary table "new_drops"
INSERT INTO `new_drops` (`id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `item_id`, `case_id`, `seed_id`, `upgrade_staked`, `user_id`) SELECT `id`, `created_at`, `case_revision`, `state`, `price`, `nonce`, `cursor`, `ticket`, `sold_at`, `feed_at`, `item_id`, `case_id`, `seed_id`, `upgrade_staked`, `user_id` FROM `drops`;
-- Drop "drops" table after copying rows
DROP TABLE `drops`;
-- Rename temporary table "new_drops" to "drops"
ALTER TABLE `new_drops` RENAME TO `drops`;
-- Create index "drop_user_id_state" to table: "drops"
CREATE INDEX `drop_user_id_state` ON `drops` (`user_id`, `state`);
-- Create index "drop_feed_at" to table: "drops"
CREATE INDEX `drop_feed_at` ON `drops` (`feed_at`);
-- Create "contracts" table
CREATE TABLE `contracts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `items_value` integer NOT NULL, `bullets` integer NOT NULL, `stake` integer NOT NULL, `mode` text NOT NULL, `weapon` text NOT NULL DEFAULT (''), `house_edge_bps` integer NOT NULL, `expected_value` integer NOT NULL, `outcomes` json NOT NULL, `nonce` integer NOT NULL, `ticket` integer NOT NULL, `seed_id` integer NOT NULL, `result_drop_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `contracts_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE NO ACTION, CONSTRAINT `contracts_drops_result` FOREIGN KEY (`result_drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION, CONSTRAINT `contracts_users_contracts` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "contracts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("contracts", 55834574848);
-- Create index "contract_user_id_created_at" to table: "contracts"
CREATE INDEX `contract_user_id_created_at` ON `contracts` (`user_id`, `created_at`);
-- Create "skin_changes" table
CREATE TABLE `skin_changes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `items_value` integer NOT NULL, `spread_bps` integer NOT NULL, `credit` integer NOT NULL, `target_price` integer NOT NULL, `difference` integer NOT NULL, `target_item_id` integer NOT NULL, `result_drop_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `skin_changes_items_target` FOREIGN KEY (`target_item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `skin_changes_drops_result` FOREIGN KEY (`result_drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION, CONSTRAINT `skin_changes_users_skin_changes` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "skin_changes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("skin_changes", 60129542144);
-- Create index "skinchange_user_id_created_at" to table: "skin_changes"
CREATE INDEX `skinchange_user_id_created_at` ON `skin_changes` (`user_id`, `created_at`);
-- Create index "skinchange_created_at" to table: "skin_changes"
CREATE INDEX `skinchange_created_at` ON `skin_changes` (`created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
