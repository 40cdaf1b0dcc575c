-- Create "auth_sessions" table
CREATE TABLE `auth_sessions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `token` text NOT NULL, `state` text NOT NULL DEFAULT ('pending'), `ref_code` text NOT NULL DEFAULT (''), `is_from_ref_page` bool NOT NULL DEFAULT (false), `redirect_back` text NOT NULL DEFAULT (''), `user_id` integer NULL, `expires_at` datetime NOT NULL);
-- Create index "auth_sessions_token_key" to table: "auth_sessions"
CREATE UNIQUE INDEX `auth_sessions_token_key` ON `auth_sessions` (`token`);
-- Create "case_groups" table
CREATE TABLE `case_groups` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `nav_index` integer NOT NULL DEFAULT (0));
-- Set sequence for "case_groups" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("case_groups", 4294967296);
-- Create index "case_groups_name_key" to table: "case_groups"
CREATE UNIQUE INDEX `case_groups_name_key` ON `case_groups` (`name`);
-- Create "case_items" table
CREATE TABLE `case_items` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `weight` integer NOT NULL, `item_id` integer NOT NULL, `case_id` integer NOT NULL, CONSTRAINT `case_items_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `case_items_cases_case_items` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION);
-- Set sequence for "case_items" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("case_items", 8589934592);
-- Create index "caseitem_case_id_item_id" to table: "case_items"
CREATE UNIQUE INDEX `caseitem_case_id_item_id` ON `case_items` (`case_id`, `item_id`);
-- Create "counters" table
CREATE TABLE `counters` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `key` text NOT NULL, `value` integer NOT NULL DEFAULT (0));
-- Set sequence for "counters" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("counters", 12884901888);
-- Create index "counters_key_key" to table: "counters"
CREATE UNIQUE INDEX `counters_key_key` ON `counters` (`key`);
-- Create "drops" table
CREATE TABLE `drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `state` text NOT NULL DEFAULT ('active'), `price` integer NOT NULL, `nonce` integer NOT NULL, `cursor` integer NOT NULL DEFAULT (0), `ticket` integer NOT NULL, `sold_at` datetime NULL, `item_id` integer NOT NULL, `case_id` integer NULL, `seed_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `drops_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `drops_fair_seeds_seed` FOREIGN KEY (`seed_id`) REFERENCES `fair_seeds` (`id`) ON DELETE NO ACTION, CONSTRAINT `drops_users_drops` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("drops", 17179869184);
-- Create index "drop_user_id_state" to table: "drops"
CREATE INDEX `drop_user_id_state` ON `drops` (`user_id`, `state`);
-- Create "fair_seeds" table
CREATE TABLE `fair_seeds` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `server_seed` text NOT NULL, `server_seed_hash` text NOT NULL, `client_seed` text NOT NULL, `nonce` integer NOT NULL DEFAULT (0), `active` bool NOT NULL DEFAULT (true), `revealed_at` datetime NULL, `user_id` integer NOT NULL, CONSTRAINT `fair_seeds_users_seeds` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "fair_seeds" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("fair_seeds", 21474836480);
-- Create index "fairseed_user_id_active" to table: "fair_seeds"
CREATE INDEX `fairseed_user_id_active` ON `fair_seeds` (`user_id`, `active`);
-- Create "items" table
CREATE TABLE `items` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `market_hash_name` text NOT NULL, `static_name` text NOT NULL, `name` text NOT NULL, `weapon` text NOT NULL DEFAULT (''), `skin` text NOT NULL DEFAULT (''), `exterior` text NOT NULL DEFAULT (''), `stattrak` bool NOT NULL DEFAULT (false), `rarity` text NOT NULL, `category` text NOT NULL DEFAULT (''), `price` integer NOT NULL, `image` text NOT NULL DEFAULT (''));
-- Set sequence for "items" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("items", 25769803776);
-- Create index "items_market_hash_name_key" to table: "items"
CREATE UNIQUE INDEX `items_market_hash_name_key` ON `items` (`market_hash_name`);
-- Create index "item_static_name" to table: "items"
CREATE INDEX `item_static_name` ON `items` (`static_name`);
-- Create "ledger_entries" table
CREATE TABLE `ledger_entries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `currency` text NOT NULL, `delta` integer NOT NULL, `balance_after` integer NOT NULL, `reason` text NOT NULL, `ref` text NOT NULL DEFAULT (''), `idem_key` text NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `ledger_entries_users_ledger` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "ledger_entries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ledger_entries", 30064771072);
-- Create index "ledger_entries_idem_key_key" to table: "ledger_entries"
CREATE UNIQUE INDEX `ledger_entries_idem_key_key` ON `ledger_entries` (`idem_key`);
-- Create index "ledgerentry_user_id_currency" to table: "ledger_entries"
CREATE INDEX `ledgerentry_user_id_currency` ON `ledger_entries` (`user_id`, `currency`);
-- Create "cases" table
CREATE TABLE `cases` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `alias` text NOT NULL, `name` text NOT NULL, `image` text NOT NULL DEFAULT (''), `family` text NOT NULL DEFAULT ('normal'), `price` integer NOT NULL, `rtp_bps` integer NOT NULL DEFAULT (0), `total_weight` integer NOT NULL DEFAULT (0), `enabled` bool NOT NULL DEFAULT (true), `sort` integer NOT NULL DEFAULT (0), `group_id` integer NULL, CONSTRAINT `cases_case_groups_cases` FOREIGN KEY (`group_id`) REFERENCES `case_groups` (`id`) ON DELETE SET NULL);
-- Set sequence for "cases" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("cases", 34359738368);
-- Create index "cases_alias_key" to table: "cases"
CREATE UNIQUE INDEX `cases_alias_key` ON `cases` (`alias`);
-- Create "open_id_nonces" table
CREATE TABLE `open_id_nonces` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `nonce` text NOT NULL, `expires_at` datetime NOT NULL);
-- Set sequence for "open_id_nonces" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("open_id_nonces", 38654705664);
-- Create index "open_id_nonces_nonce_key" to table: "open_id_nonces"
CREATE UNIQUE INDEX `open_id_nonces_nonce_key` ON `open_id_nonces` (`nonce`);
-- Create index "openidnonce_expires_at" to table: "open_id_nonces"
CREATE INDEX `openidnonce_expires_at` ON `open_id_nonces` (`expires_at`);
-- Create "users" table
CREATE TABLE `users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `steam_id` text NOT NULL, `nickname` text NOT NULL DEFAULT ('Player'), `avatar` text NOT NULL DEFAULT (''), `role` text NOT NULL DEFAULT ('user'), `is_demo` bool NOT NULL DEFAULT (false), `is_creator` bool NOT NULL DEFAULT (false), `balance` integer NOT NULL DEFAULT (0), `crystals` integer NOT NULL DEFAULT (0), `bullets` integer NOT NULL DEFAULT (0), `candies` integer NOT NULL DEFAULT (0), `event_balance` integer NOT NULL DEFAULT (0), `partner_balance` integer NOT NULL DEFAULT (0), `xp` integer NOT NULL DEFAULT (0), `level` integer NOT NULL DEFAULT (0), `tradeoffer_url` text NOT NULL DEFAULT (''), `topups_count` integer NOT NULL DEFAULT (0), `topups_sum` integer NOT NULL DEFAULT (0), `country` text NOT NULL DEFAULT (''), `ip_country` text NOT NULL DEFAULT (''), `lang` text NOT NULL DEFAULT ('en'), `account_level_hidden` bool NOT NULL DEFAULT (false), `self_ban_until` datetime NULL, `restricted` bool NOT NULL DEFAULT (false));
-- Set sequence for "users" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("users", 42949672960);
-- Create index "users_steam_id_key" to table: "users"
CREATE UNIQUE INDEX `users_steam_id_key` ON `users` (`steam_id`);
