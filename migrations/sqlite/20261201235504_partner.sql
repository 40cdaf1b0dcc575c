-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_users" table
CREATE TABLE `new_users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `steam_id` text NOT NULL, `nickname` text NOT NULL DEFAULT ('Player'), `avatar` text NOT NULL DEFAULT (''), `role` text NOT NULL DEFAULT ('user'), `is_demo` bool NOT NULL DEFAULT (false), `is_creator` bool NOT NULL DEFAULT (false), `xp` integer NOT NULL DEFAULT (0), `level` integer NOT NULL DEFAULT (0), `level_based_on_xp` integer NOT NULL DEFAULT (0), `tradeoffer_url` text NOT NULL DEFAULT (''), `topups_count` integer NOT NULL DEFAULT (0), `topups_sum` integer NOT NULL DEFAULT (0), `topups_sum_last_extra_reward` integer NOT NULL DEFAULT (0), `country` text NOT NULL DEFAULT (''), `ip_country` text NOT NULL DEFAULT (''), `lang` text NOT NULL DEFAULT ('en'), `account_level_hidden` bool NOT NULL DEFAULT (false), `profile_private` bool NOT NULL DEFAULT (false), `self_ban_until` datetime NULL, `contract_rules_accepted_at` datetime NULL, `battle_rules_accepted_at` datetime NULL, `partner_code` text NULL, `referrals_deposited` integer NOT NULL DEFAULT (0), `partner_code_saves` integer NOT NULL DEFAULT (0), `referred_at` datetime NULL, `restricted` bool NOT NULL DEFAULT (false), `referrer_id` integer NULL, CONSTRAINT `users_users_referrals` FOREIGN KEY (`referrer_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_users" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_users", 42949672960);
-- Copy rows from old table "users" to new temporary table "new_users"
INSERT INTO `new_users` (`id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `level_based_on_xp`, `tradeoffer_url`, `topups_count`, `topups_sum`, `topups_sum_last_extra_reward`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id`) SELECT `id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `level_based_on_xp`, `tradeoffer_url`, `topups_count`, `topups_sum`, `topups_sum_last_extra_reward`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id` FROM `users`;
-- Drop "users" table after copying rows
DROP TABLE `users`;
-- Rename temporary table "new_users" to "users"
ALTER TABLE `new_users` RENAME TO `users`;
-- Create index "users_steam_id_key" to table: "users"
CREATE UNIQUE INDEX `users_steam_id_key` ON `users` (`steam_id`);
-- Create index "users_partner_code_key" to table: "users"
CREATE UNIQUE INDEX `users_partner_code_key` ON `users` (`partner_code`);
-- Create "partner_earnings" table
CREATE TABLE `partner_earnings` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `partner_id` integer NOT NULL, `referral_id` integer NOT NULL, `deposit_ref` text NOT NULL, `deposit` integer NOT NULL, `share_bps` integer NOT NULL, `amount` integer NOT NULL, `clawed_back_at` datetime NULL);
-- Set sequence for "partner_earnings" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("partner_earnings", 197568495616);
-- Create index "partner_earnings_deposit_ref_key" to table: "partner_earnings"
CREATE UNIQUE INDEX `partner_earnings_deposit_ref_key` ON `partner_earnings` (`deposit_ref`);
-- Create index "partnerearning_partner_id_created_at" to table: "partner_earnings"
CREATE INDEX `partnerearning_partner_id_created_at` ON `partner_earnings` (`partner_id`, `created_at`);
-- Create index "partnerearning_partner_id_referral_id" to table: "partner_earnings"
CREATE INDEX `partnerearning_partner_id_referral_id` ON `partner_earnings` (`partner_id`, `referral_id`);
-- Create "partner_transfers" table
CREATE TABLE `partner_transfers` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `kind` text NOT NULL, `amount` integer NOT NULL, `state` text NOT NULL DEFAULT ('pending'), `coin` text NOT NULL DEFAULT (''), `wallet` text NOT NULL DEFAULT (''), `item_id` integer NULL, `drop_id` integer NULL, `client_order_id` text NOT NULL, `payout_id` text NOT NULL DEFAULT (''), `attempts` integer NOT NULL DEFAULT (0), `reason` text NOT NULL DEFAULT (''), `updated_at` datetime NOT NULL);
-- Set sequence for "partner_transfers" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("partner_transfers", 201863462912);
-- Create index "partner_transfers_client_order_id_key" to table: "partner_transfers"
CREATE UNIQUE INDEX `partner_transfers_client_order_id_key` ON `partner_transfers` (`client_order_id`);
-- Create index "partnertransfer_user_id_created_at" to table: "partner_transfers"
CREATE INDEX `partnertransfer_user_id_created_at` ON `partner_transfers` (`user_id`, `created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
