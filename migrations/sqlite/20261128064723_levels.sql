-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_users" table
CREATE TABLE `new_users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `steam_id` text NOT NULL, `nickname` text NOT NULL DEFAULT ('Player'), `avatar` text NOT NULL DEFAULT (''), `role` text NOT NULL DEFAULT ('user'), `is_demo` bool NOT NULL DEFAULT (false), `is_creator` bool NOT NULL DEFAULT (false), `xp` integer NOT NULL DEFAULT (0), `level` integer NOT NULL DEFAULT (0), `level_based_on_xp` integer NOT NULL DEFAULT (0), `tradeoffer_url` text NOT NULL DEFAULT (''), `topups_count` integer NOT NULL DEFAULT (0), `topups_sum` integer NOT NULL DEFAULT (0), `topups_sum_last_extra_reward` integer NOT NULL DEFAULT (0), `country` text NOT NULL DEFAULT (''), `ip_country` text NOT NULL DEFAULT (''), `lang` text NOT NULL DEFAULT ('en'), `account_level_hidden` bool NOT NULL DEFAULT (false), `self_ban_until` datetime NULL, `contract_rules_accepted_at` datetime NULL, `battle_rules_accepted_at` datetime NULL, `partner_code` text NULL, `referrals_deposited` integer NOT NULL DEFAULT (0), `restricted` bool NOT NULL DEFAULT (false), `referrer_id` integer NULL, CONSTRAINT `users_users_referrals` FOREIGN KEY (`referrer_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_users" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_users", 42949672960);
-- Copy rows from old table "users" to new temporary table "new_users"
-- (hand-edited) The old level was the XP's: it becomes level_based_on_xp
-- and stays the claimed level, so existing players have no level rewards
-- to claim for levels they already held.
INSERT INTO `new_users` (`id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `level_based_on_xp`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id`) SELECT `id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `xp`, `level`, `level`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `battle_rules_accepted_at`, `partner_code`, `referrals_deposited`, `restricted`, `referrer_id` FROM `users`;
-- Drop "users" table after copying rows
DROP TABLE `users`;
-- Rename temporary table "new_users" to "users"
ALTER TABLE `new_users` RENAME TO `users`;
-- Create index "users_steam_id_key" to table: "users"
CREATE UNIQUE INDEX `users_steam_id_key` ON `users` (`steam_id`);
-- Create index "users_partner_code_key" to table: "users"
CREATE UNIQUE INDEX `users_partner_code_key` ON `users` (`partner_code`);
-- Create "extra_level_claims" table
CREATE TABLE `extra_level_claims` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `level` integer NOT NULL, `deposits` integer NOT NULL DEFAULT (0));
-- Set sequence for "extra_level_claims" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("extra_level_claims", 146028888064);
-- Create index "extralevelclaim_user_id_level" to table: "extra_level_claims"
CREATE UNIQUE INDEX `extralevelclaim_user_id_level` ON `extra_level_claims` (`user_id`, `level`);
-- Create "extra_level_rewards" table
CREATE TABLE `extra_level_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `level` integer NOT NULL, `crystals` integer NOT NULL DEFAULT (0), `case_alias` text NOT NULL DEFAULT (''), `referrals` integer NOT NULL DEFAULT (0), `max_deposit` integer NOT NULL DEFAULT (0));
-- Set sequence for "extra_level_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("extra_level_rewards", 150323855360);
-- Create index "extra_level_rewards_level_key" to table: "extra_level_rewards"
CREATE UNIQUE INDEX `extra_level_rewards_level_key` ON `extra_level_rewards` (`level`);
-- Create "level_rewards" table
CREATE TABLE `level_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `level` integer NOT NULL, `crystals` integer NOT NULL DEFAULT (0), `bullets` integer NOT NULL DEFAULT (0), `balance` integer NOT NULL DEFAULT (0), `case_alias` text NOT NULL DEFAULT (''));
-- Set sequence for "level_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("level_rewards", 154618822656);
-- Create index "level_rewards_level_key" to table: "level_rewards"
CREATE UNIQUE INDEX `level_rewards_level_key` ON `level_rewards` (`level`);
-- Default level rewards (hand-written; operator data, server/levels): level n
-- pays 10*n crystals, a level ending in 5 pays 100*n bullets instead, and a
-- level ending in 0 pays 10*n cents of balance instead. No reward cases: a
-- case is named by its alias, which depends on the catalogue (the demo seed
-- sets some). Extra rewards every 5 levels L: 50*L crystals, L/25 referrals,
-- and L dollars deposited since the previous extra reward claimed.
INSERT INTO `level_rewards` (`level`, `crystals`, `bullets`, `balance`) VALUES
  (1, 10, 0, 0),
  (2, 20, 0, 0),
  (3, 30, 0, 0),
  (4, 40, 0, 0),
  (5, 0, 500, 0),
  (6, 60, 0, 0),
  (7, 70, 0, 0),
  (8, 80, 0, 0),
  (9, 90, 0, 0),
  (10, 0, 0, 100),
  (11, 110, 0, 0),
  (12, 120, 0, 0),
  (13, 130, 0, 0),
  (14, 140, 0, 0),
  (15, 0, 1500, 0),
  (16, 160, 0, 0),
  (17, 170, 0, 0),
  (18, 180, 0, 0),
  (19, 190, 0, 0),
  (20, 0, 0, 200),
  (21, 210, 0, 0),
  (22, 220, 0, 0),
  (23, 230, 0, 0),
  (24, 240, 0, 0),
  (25, 0, 2500, 0),
  (26, 260, 0, 0),
  (27, 270, 0, 0),
  (28, 280, 0, 0),
  (29, 290, 0, 0),
  (30, 0, 0, 300),
  (31, 310, 0, 0),
  (32, 320, 0, 0),
  (33, 330, 0, 0),
  (34, 340, 0, 0),
  (35, 0, 3500, 0),
  (36, 360, 0, 0),
  (37, 370, 0, 0),
  (38, 380, 0, 0),
  (39, 390, 0, 0),
  (40, 0, 0, 400),
  (41, 410, 0, 0),
  (42, 420, 0, 0),
  (43, 430, 0, 0),
  (44, 440, 0, 0),
  (45, 0, 4500, 0),
  (46, 460, 0, 0),
  (47, 470, 0, 0),
  (48, 480, 0, 0),
  (49, 490, 0, 0),
  (50, 0, 0, 500),
  (51, 510, 0, 0),
  (52, 520, 0, 0),
  (53, 530, 0, 0),
  (54, 540, 0, 0),
  (55, 0, 5500, 0),
  (56, 560, 0, 0),
  (57, 570, 0, 0),
  (58, 580, 0, 0),
  (59, 590, 0, 0),
  (60, 0, 0, 600),
  (61, 610, 0, 0),
  (62, 620, 0, 0),
  (63, 630, 0, 0),
  (64, 640, 0, 0),
  (65, 0, 6500, 0),
  (66, 660, 0, 0),
  (67, 670, 0, 0),
  (68, 680, 0, 0),
  (69, 690, 0, 0),
  (70, 0, 0, 700),
  (71, 710, 0, 0),
  (72, 720, 0, 0),
  (73, 730, 0, 0),
  (74, 740, 0, 0),
  (75, 0, 7500, 0),
  (76, 760, 0, 0),
  (77, 770, 0, 0),
  (78, 780, 0, 0),
  (79, 790, 0, 0),
  (80, 0, 0, 800),
  (81, 810, 0, 0),
  (82, 820, 0, 0),
  (83, 830, 0, 0),
  (84, 840, 0, 0),
  (85, 0, 8500, 0),
  (86, 860, 0, 0),
  (87, 870, 0, 0),
  (88, 880, 0, 0),
  (89, 890, 0, 0),
  (90, 0, 0, 900),
  (91, 910, 0, 0),
  (92, 920, 0, 0),
  (93, 930, 0, 0),
  (94, 940, 0, 0),
  (95, 0, 9500, 0),
  (96, 960, 0, 0),
  (97, 970, 0, 0),
  (98, 980, 0, 0),
  (99, 990, 0, 0),
  (100, 0, 0, 1000);
INSERT INTO `extra_level_rewards` (`level`, `crystals`, `referrals`, `max_deposit`) VALUES
  (5, 250, 0, 500),
  (10, 500, 0, 1000),
  (15, 750, 0, 1500),
  (20, 1000, 0, 2000),
  (25, 1250, 1, 2500),
  (30, 1500, 1, 3000),
  (35, 1750, 1, 3500),
  (40, 2000, 1, 4000),
  (45, 2250, 1, 4500),
  (50, 2500, 2, 5000),
  (55, 2750, 2, 5500),
  (60, 3000, 2, 6000),
  (65, 3250, 2, 6500),
  (70, 3500, 2, 7000),
  (75, 3750, 3, 7500),
  (80, 4000, 3, 8000),
  (85, 4250, 3, 8500),
  (90, 4500, 3, 9000),
  (95, 4750, 3, 9500),
  (100, 5000, 4, 10000);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
