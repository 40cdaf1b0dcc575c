-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "accounts" table
CREATE TABLE `accounts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `name` text NULL, `currency` text NOT NULL, `balance` integer NOT NULL DEFAULT (0), `owner_id` integer NULL, CONSTRAINT `accounts_users_accounts` FOREIGN KEY (`owner_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "accounts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("accounts", 141733920768);
-- Create index "accounts_name_key" to table: "accounts"
CREATE UNIQUE INDEX `accounts_name_key` ON `accounts` (`name`);
-- Create index "account_owner_id_currency" to table: "accounts"
CREATE UNIQUE INDEX `account_owner_id_currency` ON `accounts` (`owner_id`, `currency`);
-- Ledger accounts (hand-written). Balances move from the user's columns to
-- accounts exactly: one account per user and currency that has a balance or
-- entries, holding the column's value, and one entry-only house account per
-- currency (its balance column stays 0: it holds the sum of its entries).
INSERT INTO `accounts` (`kind`, `name`, `currency`, `balance`) VALUES
  ('house', 'house:money', 'money', 0),
  ('house', 'house:crystals', 'crystals', 0),
  ('house', 'house:bullets', 'bullets', 0),
  ('house', 'house:candies', 'candies', 0),
  ('house', 'house:event', 'event', 0),
  ('house', 'house:partner', 'partner', 0);
INSERT INTO `accounts` (`owner_id`, `kind`, `currency`, `balance`)
SELECT `id`, 'player', 'money', `balance` FROM `users` WHERE `balance` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'money')
UNION ALL
SELECT `id`, 'player', 'crystals', `crystals` FROM `users` WHERE `crystals` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'crystals')
UNION ALL
SELECT `id`, 'player', 'bullets', `bullets` FROM `users` WHERE `bullets` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'bullets')
UNION ALL
SELECT `id`, 'player', 'candies', `candies` FROM `users` WHERE `candies` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'candies')
UNION ALL
SELECT `id`, 'player', 'event', `event_balance` FROM `users` WHERE `event_balance` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'event')
UNION ALL
SELECT `id`, 'partner', 'partner', `partner_balance` FROM `users` WHERE `partner_balance` <> 0
  OR EXISTS (SELECT 1 FROM `ledger_entries` e WHERE e.`user_id` = `users`.`id` AND e.`currency` = 'partner');
-- Create "new_ledger_entries" table
CREATE TABLE `new_ledger_entries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `currency` text NOT NULL, `delta` integer NOT NULL, `balance_after` integer NOT NULL, `reason` text NOT NULL, `ref` text NOT NULL DEFAULT (''), `idem_key` text NOT NULL, `txn` text NOT NULL, `account_id` integer NOT NULL, `user_id` integer NULL, CONSTRAINT `ledger_entries_accounts_entries` FOREIGN KEY (`account_id`) REFERENCES `accounts` (`id`) ON DELETE NO ACTION, CONSTRAINT `ledger_entries_users_ledger` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_ledger_entries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_ledger_entries", 30064771072);
-- Copy rows from old table "ledger_entries" to new temporary table "new_ledger_entries"
-- Every old entry becomes its account's leg of a transaction named by its
-- idempotency key, and gets a counter-leg on the house account of its
-- currency (-delta, same time, reason and reference; the key with /house,
-- as the ledger writes them), so that every historical transaction
-- balances and the house's history starts with the site's: a player's past
-- stake is the house's credit, as from now on. The alternative, one opening
-- transfer per account, would balance too but leave every old entry a
-- transaction of one leg.
INSERT INTO `new_ledger_entries` (`id`, `created_at`, `currency`, `delta`, `balance_after`, `reason`, `ref`, `idem_key`, `txn`, `account_id`, `user_id`)
SELECT e.`id`, e.`created_at`, e.`currency`, e.`delta`, e.`balance_after`, e.`reason`, e.`ref`, e.`idem_key`, e.`idem_key`, a.`id`, e.`user_id`
FROM `ledger_entries` e JOIN `accounts` a ON a.`owner_id` = e.`user_id` AND a.`currency` = e.`currency`;
INSERT INTO `new_ledger_entries` (`created_at`, `currency`, `delta`, `balance_after`, `reason`, `ref`, `idem_key`, `txn`, `account_id`, `user_id`)
SELECT e.`created_at`, e.`currency`, -e.`delta`, 0, e.`reason`, e.`ref`, e.`idem_key` || '/house', e.`idem_key`, h.`id`, NULL
FROM `ledger_entries` e JOIN `accounts` h ON h.`name` = 'house:' || e.`currency` ORDER BY e.`id`;
-- Drop "ledger_entries" table after copying rows
DROP TABLE `ledger_entries`;
-- Rename temporary table "new_ledger_entries" to "ledger_entries"
ALTER TABLE `new_ledger_entries` RENAME TO `ledger_entries`;
-- Create index "ledger_entries_idem_key_key" to table: "ledger_entries"
CREATE UNIQUE INDEX `ledger_entries_idem_key_key` ON `ledger_entries` (`idem_key`);
-- Create index "ledgerentry_user_id_currency" to table: "ledger_entries"
CREATE INDEX `ledgerentry_user_id_currency` ON `ledger_entries` (`user_id`, `currency`) WHERE user_id IS NOT NULL;
-- Create "new_users" table
CREATE TABLE `new_users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `steam_id` text NOT NULL, `nickname` text NOT NULL DEFAULT ('Player'), `avatar` text NOT NULL DEFAULT (''), `role` text NOT NULL DEFAULT ('user'), `is_demo` bool NOT NULL DEFAULT (false), `is_creator` bool NOT NULL DEFAULT (false), `xp` integer NOT NULL DEFAULT (0), `level` integer NOT NULL DEFAULT (0), `tradeoffer_url` text NOT NULL DEFAULT (''), `topups_count` integer NOT NULL DEFAULT (0), `topups_sum` integer NOT NULL DEFAULT (0), `country` text NOT NULL DEFAULT (''), `ip_country` text NOT NULL DEFAULT (''), `lang` text NOT NULL DEFAULT ('en'), `account_level_hidden` bool NOT NULL DEFAULT (false), `self_ban_until` datetime NULL, `contract_rules_accepted_at` datetime NULL, `battle_rules_accepted_at` datetime NULL, `partner_code` text NULL, `referrals_deposited` integer NOT NULL DEFAULT (0), `restricted` bool NOT NULL DEFAULT (false), `referrer_id` integer NULL, CONSTRAINT `users_users_referrals` FOREIGN KEY (`referrer_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_users" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_users", 42949672960);
-- Copy rows from old table "users" to new temporary table "new_users"
INSERT INTO `new_users` (`id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id`) SELECT `id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id` FROM `users`;
-- Drop "users" table after copying rows
DROP TABLE `users`;
-- Rename temporary table "new_users" to "users"
ALTER TABLE `new_users` RENAME TO `users`;
-- Create index "users_steam_id_key" to table: "users"
CREATE UNIQUE INDEX `users_steam_id_key` ON `users` (`steam_id`);
-- Create index "users_partner_code_key" to table: "users"
CREATE UNIQUE INDEX `users_partner_code_key` ON `users` (`partner_code`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
