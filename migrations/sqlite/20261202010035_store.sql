-- Add column "border_id" to table: "users"
ALTER TABLE `users` ADD COLUMN `border_id` integer NULL;
-- Add column "hood_id" to table: "users"
ALTER TABLE `users` ADD COLUMN `hood_id` integer NULL;
-- Add column "avatar_id" to table: "users"
ALTER TABLE `users` ADD COLUMN `avatar_id` integer NULL;
-- Add column "background_id" to table: "users"
ALTER TABLE `users` ADD COLUMN `background_id` integer NULL;
-- Create "cashback_rates" table
CREATE TABLE `cashback_rates` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `game` text NOT NULL, `bps` integer NOT NULL);
-- Set sequence for "cashback_rates" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("cashback_rates", 236223201280);
-- Create index "cashback_rates_game_key" to table: "cashback_rates"
CREATE UNIQUE INDEX `cashback_rates_game_key` ON `cashback_rates` (`game`);
-- Create "customizations" table
CREATE TABLE `customizations` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `slug` text NOT NULL, `type` text NOT NULL, `tag` text NULL, `name` text NOT NULL, `file_url` text NOT NULL DEFAULT (''), `group` text NOT NULL DEFAULT (''), `sort` integer NOT NULL DEFAULT (0));
-- Set sequence for "customizations" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("customizations", 240518168576);
-- Create index "customizations_slug_key" to table: "customizations"
CREATE UNIQUE INDEX `customizations_slug_key` ON `customizations` (`slug`);
-- Create "gabenstore_offers" table
CREATE TABLE `gabenstore_offers` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `price` integer NOT NULL, `stock` integer NULL, `active` bool NOT NULL DEFAULT (true), `sort` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `item_id` integer NULL, `customization_id` integer NULL, CONSTRAINT `gabenstore_offers_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE SET NULL, CONSTRAINT `gabenstore_offers_items_item` FOREIGN KEY (`item_id`) REFERENCES `items` (`id`) ON DELETE SET NULL, CONSTRAINT `gabenstore_offers_customizations_customization` FOREIGN KEY (`customization_id`) REFERENCES `customizations` (`id`) ON DELETE SET NULL);
-- Set sequence for "gabenstore_offers" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("gabenstore_offers", 244813135872);
-- Create index "gabenstoreoffer_kind_active" to table: "gabenstore_offers"
CREATE INDEX `gabenstoreoffer_kind_active` ON `gabenstore_offers` (`kind`, `active`);
-- Create index "gabenstoreoffer_customization_id" to table: "gabenstore_offers"
CREATE INDEX `gabenstoreoffer_customization_id` ON `gabenstore_offers` (`customization_id`);
-- Create "gabenstore_purchases" table
CREATE TABLE `gabenstore_purchases` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `offer_id` integer NOT NULL, `kind` text NOT NULL, `price` integer NOT NULL, `delivered` text NOT NULL DEFAULT (''));
-- Set sequence for "gabenstore_purchases" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("gabenstore_purchases", 249108103168);
-- Create index "gabenstorepurchase_user_id" to table: "gabenstore_purchases"
CREATE INDEX `gabenstorepurchase_user_id` ON `gabenstore_purchases` (`user_id`);
-- Create "user_customizations" table
CREATE TABLE `user_customizations` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `source` text NOT NULL DEFAULT (''), `viewed` bool NOT NULL DEFAULT (false), `customization_id` integer NOT NULL, CONSTRAINT `user_customizations_customizations_customization` FOREIGN KEY (`customization_id`) REFERENCES `customizations` (`id`) ON DELETE NO ACTION);
-- Set sequence for "user_customizations" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("user_customizations", 253403070464);
-- Create index "usercustomization_user_id_customization_id" to table: "user_customizations"
CREATE UNIQUE INDEX `usercustomization_user_id_customization_id` ON `user_customizations` (`user_id`, `customization_id`);
