-- Create "daily_crystal_claims" table
CREATE TABLE `daily_crystal_claims` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `day` text NOT NULL, `reward_type` text NOT NULL, `crystals` integer NOT NULL);
-- Set sequence for "daily_crystal_claims" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("daily_crystal_claims", 206158430208);
-- Create index "dailycrystalclaim_user_id_day_reward_type" to table: "daily_crystal_claims"
CREATE UNIQUE INDEX `dailycrystalclaim_user_id_day_reward_type` ON `daily_crystal_claims` (`user_id`, `day`, `reward_type`);
-- Create "daily_crystal_rewards" table
CREATE TABLE `daily_crystal_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `reward_type` text NOT NULL, `crystals` integer NOT NULL, `condition` text NOT NULL DEFAULT ('none'), `threshold` integer NOT NULL DEFAULT (0), `sort` integer NOT NULL DEFAULT (0), `enabled` bool NOT NULL DEFAULT (true));
-- Set sequence for "daily_crystal_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("daily_crystal_rewards", 210453397504);
-- Create index "daily_crystal_rewards_reward_type_key" to table: "daily_crystal_rewards"
CREATE UNIQUE INDEX `daily_crystal_rewards_reward_type_key` ON `daily_crystal_rewards` (`reward_type`);
-- Create "tasks" table
CREATE TABLE `tasks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `kind` text NOT NULL, `service` text NOT NULL DEFAULT (''), `target` integer NOT NULL, `reward_bullets` integer NOT NULL DEFAULT (0), `reward_balance` integer NOT NULL DEFAULT (0), `reward_crystals` integer NOT NULL DEFAULT (0), `reward_case_alias` text NOT NULL DEFAULT (''), `sort` integer NOT NULL DEFAULT (0), `enabled` bool NOT NULL DEFAULT (true));
-- Set sequence for "tasks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("tasks", 214748364800);
-- Create index "tasks_name_key" to table: "tasks"
CREATE UNIQUE INDEX `tasks_name_key` ON `tasks` (`name`);
-- Create "task_progresses" table
CREATE TABLE `task_progresses` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `step` integer NOT NULL DEFAULT (0), `completed_at` datetime NULL, `claimed_at` datetime NULL, `task_id` integer NOT NULL, CONSTRAINT `task_progresses_tasks_task` FOREIGN KEY (`task_id`) REFERENCES `tasks` (`id`) ON DELETE NO ACTION);
-- Set sequence for "task_progresses" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("task_progresses", 219043332096);
-- Create index "taskprogress_user_id_task_id" to table: "task_progresses"
CREATE UNIQUE INDEX `taskprogress_user_id_task_id` ON `task_progresses` (`user_id`, `task_id`);
-- Create "warehouse_opens" table
CREATE TABLE `warehouse_opens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `bullets` integer NOT NULL, `revision` integer NOT NULL, `seed_id` integer NOT NULL, `nonce` integer NOT NULL, `ticket` integer NOT NULL, `total_weight` integer NOT NULL, `drop_id` integer NOT NULL);
-- Set sequence for "warehouse_opens" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("warehouse_opens", 223338299392);
-- Create index "warehouseopen_user_id_created_at" to table: "warehouse_opens"
CREATE INDEX `warehouseopen_user_id_created_at` ON `warehouse_opens` (`user_id`, `created_at`);
-- Create "warehouse_pools" table
CREATE TABLE `warehouse_pools` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `bullets` integer NOT NULL, `revision` integer NOT NULL DEFAULT (1), `enabled` bool NOT NULL DEFAULT (true));
-- Set sequence for "warehouse_pools" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("warehouse_pools", 227633266688);
-- Create index "warehouse_pools_bullets_key" to table: "warehouse_pools"
CREATE UNIQUE INDEX `warehouse_pools_bullets_key` ON `warehouse_pools` (`bullets`);
-- Create "warehouse_prizes" table
CREATE TABLE `warehouse_prizes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `bullets` integer NOT NULL, `revision` integer NOT NULL, `item_id` integer NOT NULL, `weight` integer NOT NULL);
-- Set sequence for "warehouse_prizes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("warehouse_prizes", 231928233984);
-- Create index "warehouseprize_bullets_revision_item_id" to table: "warehouse_prizes"
CREATE UNIQUE INDEX `warehouseprize_bullets_revision_item_id` ON `warehouse_prizes` (`bullets`, `revision`, `item_id`);
-- Defaults (hand-written; operator data). Daily crystal rewards
-- (server/dailycrystal): a visit, a level, a deposit and cases opened today.
INSERT INTO `daily_crystal_rewards` (`reward_type`, `crystals`, `condition`, `threshold`, `sort`) VALUES
  ('visit', 5, 'none', 0, 1),
  ('level_5', 10, 'level', 5, 2),
  ('cases_3', 15, 'cases_today', 3, 3),
  ('deposit_5', 25, 'deposit_today', 500, 4);
-- Tasks (server/tasks, docs/tasks.md): targets are cases, battles won,
-- cents deposited, upgrades, the level, and 1 for the email and each
-- service. No reward cases: a case is named by its alias, which depends on
-- the catalogue.
INSERT INTO `tasks` (`name`, `kind`, `service`, `target`, `reward_bullets`, `reward_balance`, `reward_crystals`, `sort`) VALUES
  ('open_5_cases', 'open_cases', '', 5, 100, 0, 50, 1),
  ('open_25_cases', 'open_cases', '', 25, 500, 0, 0, 2),
  ('win_battle', 'win_battle', '', 1, 0, 50, 0, 3),
  ('first_deposit', 'deposit', '', 100, 0, 0, 100, 4),
  ('upgrade_once', 'upgrade', '', 1, 100, 0, 0, 5),
  ('reach_level_5', 'reach_level', '', 5, 0, 0, 50, 6),
  ('subscribe_email', 'email_subscribe', '', 1, 0, 0, 25, 7),
  ('connect_twitter', 'connect_service', 'twitter', 1, 0, 0, 25, 8),
  ('connect_discord', 'connect_service', 'discord', 1, 0, 0, 25, 9),
  ('connect_youtube', 'connect_service', 'youtube', 1, 0, 0, 25, 10),
  ('connect_telegrambot', 'connect_service', 'telegrambot', 1, 0, 0, 25, 11);
-- Warehouse pools (server/warehouse): their prizes name catalogue items,
-- so they are the operator's (the demo seed fills them: warehouse.SeedDemo).
INSERT INTO `warehouse_pools` (`bullets`, `revision`) VALUES (100, 1), (500, 1), (1000, 1);
