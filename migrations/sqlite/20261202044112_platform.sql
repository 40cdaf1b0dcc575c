-- Create index "drop_user_id_price" to table: "drops"
CREATE INDEX `drop_user_id_price` ON `drops` (`user_id`, `price`);
-- Create "analytics_events" table
CREATE TABLE `analytics_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `kind` text NOT NULL, `key` text NOT NULL, `params` json NOT NULL, `created_at` datetime NOT NULL, `delivered_at` datetime NULL);
-- Set sequence for "analytics_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("analytics_events", 270582939648);
-- Create index "analytics_events_key_key" to table: "analytics_events"
CREATE UNIQUE INDEX `analytics_events_key_key` ON `analytics_events` (`key`);
-- Create index "analyticsevent_user_id_delivered_at" to table: "analytics_events"
CREATE INDEX `analyticsevent_user_id_delivered_at` ON `analytics_events` (`user_id`, `delivered_at`);
-- Create "click_ids" table
CREATE TABLE `click_ids` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `source` text NOT NULL, `click_id` text NOT NULL, `token` text NOT NULL, `user_id` integer NULL, `created_at` datetime NOT NULL, `bound_at` datetime NULL);
-- Set sequence for "click_ids" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("click_ids", 274877906944);
-- Create index "click_ids_token_key" to table: "click_ids"
CREATE UNIQUE INDEX `click_ids_token_key` ON `click_ids` (`token`);
-- Create index "clickid_user_id" to table: "click_ids"
CREATE INDEX `clickid_user_id` ON `click_ids` (`user_id`);
-- Create "consent_records" table
CREATE TABLE `consent_records` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `analytics` bool NOT NULL, `marketing` bool NOT NULL, `created_at` datetime NOT NULL);
-- Set sequence for "consent_records" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("consent_records", 279172874240);
-- Create index "consentrecord_user_id_created_at" to table: "consent_records"
CREATE INDEX `consentrecord_user_id_created_at` ON `consent_records` (`user_id`, `created_at`);
-- Create "modal_notifications" table
CREATE TABLE `modal_notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `name` text NOT NULL, `title` json NOT NULL, `body` json NOT NULL, `button` json NULL, `image` text NOT NULL DEFAULT (''), `link` text NOT NULL DEFAULT (''), `audience` text NOT NULL DEFAULT ('all'), `starts_at` datetime NULL, `ends_at` datetime NULL, `active` bool NOT NULL DEFAULT (true));
-- Set sequence for "modal_notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("modal_notifications", 283467841536);
-- Create index "modal_notifications_name_key" to table: "modal_notifications"
CREATE UNIQUE INDEX `modal_notifications_name_key` ON `modal_notifications` (`name`);
-- Create index "modalnotification_active_ends_at" to table: "modal_notifications"
CREATE INDEX `modalnotification_active_ends_at` ON `modal_notifications` (`active`, `ends_at`);
-- Create "modal_notification_views" table
CREATE TABLE `modal_notification_views` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `modal_id` integer NOT NULL);
-- Set sequence for "modal_notification_views" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("modal_notification_views", 287762808832);
-- Create index "modalnotificationview_user_id_modal_id" to table: "modal_notification_views"
CREATE UNIQUE INDEX `modalnotificationview_user_id_modal_id` ON `modal_notification_views` (`user_id`, `modal_id`);
-- Create "notifications" table
CREATE TABLE `notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `kind` text NOT NULL, `params` json NOT NULL, `url` text NOT NULL DEFAULT (''), `dedup_key` text NOT NULL, `read_at` datetime NULL, `user_id` integer NOT NULL, CONSTRAINT `notifications_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("notifications", 266287972352);
-- Create index "notifications_dedup_key_key" to table: "notifications"
CREATE UNIQUE INDEX `notifications_dedup_key_key` ON `notifications` (`dedup_key`);
-- Create index "notification_user_id_read_at" to table: "notifications"
CREATE INDEX `notification_user_id_read_at` ON `notifications` (`user_id`, `read_at`);
-- Create index "notification_created_at" to table: "notifications"
CREATE INDEX `notification_created_at` ON `notifications` (`created_at`);
-- Create "page_notifications" table
CREATE TABLE `page_notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `text` json NOT NULL, `style` text NOT NULL DEFAULT ('info'), `visibility` text NOT NULL DEFAULT ('all'), `link` text NOT NULL DEFAULT (''), `starts_at` datetime NULL, `ends_at` datetime NULL, `active` bool NOT NULL DEFAULT (true));
-- Set sequence for "page_notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_notifications", 292057776128);
-- Create index "pagenotification_active_ends_at" to table: "page_notifications"
CREATE INDEX `pagenotification_active_ends_at` ON `page_notifications` (`active`, `ends_at`);
-- Create "page_notification_hides" table
CREATE TABLE `page_notification_hides` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `notification_id` integer NOT NULL);
-- Set sequence for "page_notification_hides" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_notification_hides", 296352743424);
-- Create index "pagenotificationhide_user_id_notification_id" to table: "page_notification_hides"
CREATE UNIQUE INDEX `pagenotificationhide_user_id_notification_id` ON `page_notification_hides` (`user_id`, `notification_id`);
-- Create "page_views" table
CREATE TABLE `page_views` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `path` text NOT NULL, `day` text NOT NULL, `count` integer NOT NULL DEFAULT (0));
-- Set sequence for "page_views" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_views", 300647710720);
-- Create index "pageview_day_path" to table: "page_views"
CREATE UNIQUE INDEX `pageview_day_path` ON `page_views` (`day`, `path`);
-- Create "ratings" table
CREATE TABLE `ratings` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `stars` integer NOT NULL, `comment` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "ratings" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("ratings", 304942678016);
-- Create index "ratings_user_id_key" to table: "ratings"
CREATE UNIQUE INDEX `ratings_user_id_key` ON `ratings` (`user_id`);
-- Create "top_drops" table
CREATE TABLE `top_drops` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `price` integer NOT NULL, `bucket` datetime NOT NULL, `at` datetime NOT NULL, `drop_id` integer NOT NULL, CONSTRAINT `top_drops_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION);
-- Set sequence for "top_drops" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("top_drops", 309237645312);
-- Create index "topdrop_bucket_price" to table: "top_drops"
CREATE INDEX `topdrop_bucket_price` ON `top_drops` (`bucket`, `price`);
-- Create index "topdrop_price" to table: "top_drops"
CREATE INDEX `topdrop_price` ON `top_drops` (`price`);
