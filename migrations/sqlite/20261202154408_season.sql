-- Create "pinata_opens" table
CREATE TABLE `pinata_opens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `event_id` integer NOT NULL, `revision` integer NOT NULL, `price` integer NOT NULL, `seed_id` integer NOT NULL, `nonce` integer NOT NULL, `ticket` integer NOT NULL, `total_weight` integer NOT NULL, `drop_id` integer NOT NULL);
-- Set sequence for "pinata_opens" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pinata_opens", 356482285568);
-- Create index "pinataopen_user_id_created_at" to table: "pinata_opens"
CREATE INDEX `pinataopen_user_id_created_at` ON `pinata_opens` (`user_id`, `created_at`);
-- Create "pinata_prizes" table
CREATE TABLE `pinata_prizes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `event_id` integer NOT NULL, `revision` integer NOT NULL, `item_id` integer NOT NULL, `weight` integer NOT NULL);
-- Set sequence for "pinata_prizes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pinata_prizes", 360777252864);
-- Create index "pinataprize_event_id_revision_item_id" to table: "pinata_prizes"
CREATE UNIQUE INDEX `pinataprize_event_id_revision_item_id` ON `pinata_prizes` (`event_id`, `revision`, `item_id`);
-- Create "season_events" table
CREATE TABLE `season_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `key` text NOT NULL, `route` text NOT NULL, `theme` text NOT NULL DEFAULT (''), `starts_at` datetime NOT NULL, `ends_at` datetime NOT NULL, `prize_pool` integer NOT NULL DEFAULT (12920), `candy_rate` integer NOT NULL DEFAULT (10), `pinata_price` integer NOT NULL DEFAULT (100), `pinata_revision` integer NOT NULL DEFAULT (1));
-- Set sequence for "season_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("season_events", 365072220160);
-- Create index "season_events_key_key" to table: "season_events"
CREATE UNIQUE INDEX `season_events_key_key` ON `season_events` (`key`);
-- Create index "seasonevent_route_starts_at" to table: "season_events"
CREATE INDEX `seasonevent_route_starts_at` ON `season_events` (`route`, `starts_at`);
-- Create "season_offers" table
CREATE TABLE `season_offers` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `event_id` integer NOT NULL, `kind` text NOT NULL, `price` integer NOT NULL, `stock` integer NULL, `active` bool NOT NULL DEFAULT (true), `sort` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `item_id` integer NULL, `customization_id` integer NULL, CONSTRAINT `season_offers_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `season_offers_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE SET NULL, CONSTRAINT `season_offers_customizations_customization` FOREIGN KEY (`customization_id`) REFERENCES `customizations` (`id`) ON DELETE SET NULL);
-- Set sequence for "season_offers" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("season_offers", 369367187456);
-- Create index "seasonoffer_event_id_active" to table: "season_offers"
CREATE INDEX `seasonoffer_event_id_active` ON `season_offers` (`event_id`, `active`);
-- Create "season_points" table
CREATE TABLE `season_points` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `event_id` integer NOT NULL, `day` text NOT NULL, `user_id` integer NOT NULL, `points` integer NOT NULL DEFAULT (0));
-- Set sequence for "season_points" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("season_points", 373662154752);
-- Create index "seasonpoints_event_id_day_user_id" to table: "season_points"
CREATE UNIQUE INDEX `seasonpoints_event_id_day_user_id` ON `season_points` (`event_id`, `day`, `user_id`);
-- Create index "seasonpoints_event_id_day_points" to table: "season_points"
CREATE INDEX `seasonpoints_event_id_day_points` ON `season_points` (`event_id`, `day`, `points`);
-- Create "season_purchases" table
CREATE TABLE `season_purchases` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `event_id` integer NOT NULL, `offer_id` integer NOT NULL, `price` integer NOT NULL, `delivered` text NOT NULL DEFAULT (''));
-- Set sequence for "season_purchases" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("season_purchases", 377957122048);
-- Create index "seasonpurchase_user_id" to table: "season_purchases"
CREATE INDEX `seasonpurchase_user_id` ON `season_purchases` (`user_id`);
-- Create "season_rewards" table
CREATE TABLE `season_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `event_id` integer NOT NULL, `day` text NOT NULL, `user_id` integer NOT NULL, `position` integer NOT NULL, `points` integer NOT NULL, `candies` integer NOT NULL);
-- Set sequence for "season_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("season_rewards", 382252089344);
-- Create index "seasonreward_event_id_day_user_id" to table: "season_rewards"
CREATE UNIQUE INDEX `seasonreward_event_id_day_user_id` ON `season_rewards` (`event_id`, `day`, `user_id`);
-- Create index "seasonreward_user_id_event_id" to table: "season_rewards"
CREATE INDEX `seasonreward_user_id_event_id` ON `season_rewards` (`user_id`, `event_id`);
