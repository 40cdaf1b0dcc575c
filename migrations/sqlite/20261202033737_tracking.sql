-- Create "analytics_events" table
CREATE TABLE `analytics_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `kind` text NOT NULL, `key` text NOT NULL, `params` json NOT NULL, `created_at` datetime NOT NULL, `delivered_at` datetime NULL);
-- Set sequence for "analytics_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("analytics_events", 257698037760);
-- Create index "analytics_events_key_key" to table: "analytics_events"
CREATE UNIQUE INDEX `analytics_events_key_key` ON `analytics_events` (`key`);
-- Create index "analyticsevent_user_id_delivered_at" to table: "analytics_events"
CREATE INDEX `analyticsevent_user_id_delivered_at` ON `analytics_events` (`user_id`, `delivered_at`);
-- Create "click_ids" table
CREATE TABLE `click_ids` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `source` text NOT NULL, `click_id` text NOT NULL, `token` text NOT NULL, `user_id` integer NULL, `created_at` datetime NOT NULL, `bound_at` datetime NULL);
-- Set sequence for "click_ids" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("click_ids", 261993005056);
-- Create index "click_ids_token_key" to table: "click_ids"
CREATE UNIQUE INDEX `click_ids_token_key` ON `click_ids` (`token`);
-- Create index "clickid_user_id" to table: "click_ids"
CREATE INDEX `clickid_user_id` ON `click_ids` (`user_id`);
-- Create "consent_records" table
CREATE TABLE `consent_records` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `analytics` bool NOT NULL, `marketing` bool NOT NULL, `created_at` datetime NOT NULL);
-- Set sequence for "consent_records" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("consent_records", 266287972352);
-- Create index "consentrecord_user_id_created_at" to table: "consent_records"
CREATE INDEX `consentrecord_user_id_created_at` ON `consent_records` (`user_id`, `created_at`);
-- Create "page_views" table
CREATE TABLE `page_views` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `path` text NOT NULL, `day` text NOT NULL, `count` integer NOT NULL DEFAULT (0));
-- Set sequence for "page_views" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_views", 270582939648);
-- Create index "pageview_day_path" to table: "page_views"
CREATE UNIQUE INDEX `pageview_day_path` ON `page_views` (`day`, `path`);
-- Create "ratings" table
CREATE TABLE `ratings` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `stars` integer NOT NULL, `comment` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "ratings" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ratings", 274877906944);
-- Create index "ratings_user_id_key" to table: "ratings"
CREATE UNIQUE INDEX `ratings_user_id_key` ON `ratings` (`user_id`);
