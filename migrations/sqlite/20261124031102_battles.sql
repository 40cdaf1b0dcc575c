-- Add column "battle_rules_accepted_at" to table: "users"
ALTER TABLE `users` ADD COLUMN `battle_rules_accepted_at` datetime NULL;
-- Create "battles" table
CREATE TABLE `battles` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `state` text NOT NULL DEFAULT ('new'), `type` text NOT NULL, `privacy` text NOT NULL, `private_key` text NOT NULL DEFAULT (''), `paymode` text NOT NULL, `choosing_winner` text NOT NULL, `players_count` integer NOT NULL, `case_ids` json NOT NULL, `case_revisions` json NOT NULL, `seat_price` integer NOT NULL, `creator_paid` integer NOT NULL DEFAULT (0), `delay` integer NOT NULL, `server_seed` text NOT NULL, `server_seed_hash` text NOT NULL, `client_seeds_hash` text NOT NULL DEFAULT (''), `version` integer NOT NULL DEFAULT (0), `expires_at` datetime NOT NULL, `started_at` datetime NULL, `finish_at` datetime NULL, `finished_at` datetime NULL, `canceled_at` datetime NULL, `got_xp` bool NOT NULL DEFAULT (false), `winner_seats` json NULL, `total` integer NOT NULL DEFAULT (0), `creator_id` integer NOT NULL, `old_battle_id` integer NULL, CONSTRAINT `battles_users_creator` FOREIGN KEY (`creator_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION, CONSTRAINT `battles_battles_old_battle` FOREIGN KEY (`old_battle_id`) REFERENCES `battles` (`id`) ON DELETE SET NULL);
-- Set sequence for "battles" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("battles", 103079215104);
-- Create index "battles_old_battle_id_key" to table: "battles"
CREATE UNIQUE INDEX `battles_old_battle_id_key` ON `battles` (`old_battle_id`);
-- Create index "battle_privacy_state" to table: "battles"
CREATE INDEX `battle_privacy_state` ON `battles` (`privacy`, `state`);
-- Create index "battle_state_finished_at" to table: "battles"
CREATE INDEX `battle_state_finished_at` ON `battles` (`state`, `finished_at`);
-- Create index "battle_creator_id" to table: "battles"
CREATE INDEX `battle_creator_id` ON `battles` (`creator_id`);
-- Create "battle_rolls" table
CREATE TABLE `battle_rolls` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `round` integer NOT NULL, `seat` integer NOT NULL, `case_revision` integer NOT NULL, `ticket` integer NOT NULL, `price` integer NOT NULL, `recipient_id` integer NULL, `battle_id` integer NOT NULL, `item_id` integer NOT NULL, `case_id` integer NOT NULL, `drop_id` integer NULL, CONSTRAINT `battle_rolls_battles_rolls` FOREIGN KEY (`battle_id`) REFERENCES `battles` (`id`) ON DELETE NO ACTION, CONSTRAINT `battle_rolls_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE NO ACTION, CONSTRAINT `battle_rolls_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION, CONSTRAINT `battle_rolls_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE SET NULL);
-- Set sequence for "battle_rolls" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("battle_rolls", 107374182400);
-- Create index "battleroll_battle_id_round_seat" to table: "battle_rolls"
CREATE UNIQUE INDEX `battleroll_battle_id_round_seat` ON `battle_rolls` (`battle_id`, `round`, `seat`);
-- Create "battle_seats" table
CREATE TABLE `battle_seats` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `seat` integer NOT NULL, `side` integer NOT NULL, `is_bot` bool NOT NULL DEFAULT (false), `cost` integer NOT NULL, `client_seed` text NOT NULL, `battle_id` integer NOT NULL, `user_id` integer NULL, `paid_by_id` integer NOT NULL, CONSTRAINT `battle_seats_battles_seats` FOREIGN KEY (`battle_id`) REFERENCES `battles` (`id`) ON DELETE NO ACTION, CONSTRAINT `battle_seats_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE SET NULL, CONSTRAINT `battle_seats_users_paid_by` FOREIGN KEY (`paid_by_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "battle_seats" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("battle_seats", 111669149696);
-- Create index "battleseat_battle_id_seat" to table: "battle_seats"
CREATE UNIQUE INDEX `battleseat_battle_id_seat` ON `battle_seats` (`battle_id`, `seat`);
-- Create index "battleseat_battle_id_user_id" to table: "battle_seats"
CREATE UNIQUE INDEX `battleseat_battle_id_user_id` ON `battle_seats` (`battle_id`, `user_id`);
-- Create index "battleseat_user_id" to table: "battle_seats"
CREATE INDEX `battleseat_user_id` ON `battle_seats` (`user_id`);
-- Create "rematches" table
CREATE TABLE `rematches` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `state` text NOT NULL DEFAULT ('created'), `accepted_ids` json NOT NULL, `declined_by` integer NULL, `expires_at` datetime NOT NULL, `answered_at` datetime NULL, `version` integer NOT NULL DEFAULT (0), `old_battle_id` integer NOT NULL, `loser_id` integer NOT NULL, `new_battle_id` integer NULL, CONSTRAINT `rematches_battles_old_battle` FOREIGN KEY (`old_battle_id`) REFERENCES `battles` (`id`) ON DELETE NO ACTION, CONSTRAINT `rematches_users_loser` FOREIGN KEY (`loser_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION, CONSTRAINT `rematches_battles_new_battle` FOREIGN KEY (`new_battle_id`) REFERENCES `battles` (`id`) ON DELETE SET NULL);
-- Set sequence for "rematches" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("rematches", 115964116992);
-- Create index "rematch_old_battle_id" to table: "rematches"
CREATE UNIQUE INDEX `rematch_old_battle_id` ON `rematches` (`old_battle_id`);
-- Create index "rematch_state_expires_at" to table: "rematches"
CREATE INDEX `rematch_state_expires_at` ON `rematches` (`state`, `expires_at`);
