-- Create "modal_notifications" table
CREATE TABLE `modal_notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `name` text NOT NULL, `title` json NOT NULL, `body` json NOT NULL, `button` json NULL, `image` text NOT NULL DEFAULT (''), `link` text NOT NULL DEFAULT (''), `audience` text NOT NULL DEFAULT ('all'), `starts_at` datetime NULL, `ends_at` datetime NULL, `active` bool NOT NULL DEFAULT (true));
-- Set sequence for "modal_notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("modal_notifications", 257698037760);
-- Create index "modal_notifications_name_key" to table: "modal_notifications"
CREATE UNIQUE INDEX `modal_notifications_name_key` ON `modal_notifications` (`name`);
-- Create index "modalnotification_active_ends_at" to table: "modal_notifications"
CREATE INDEX `modalnotification_active_ends_at` ON `modal_notifications` (`active`, `ends_at`);
-- Create "modal_notification_views" table
CREATE TABLE `modal_notification_views` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `modal_id` integer NOT NULL);
-- Set sequence for "modal_notification_views" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("modal_notification_views", 261993005056);
-- Create index "modalnotificationview_user_id_modal_id" to table: "modal_notification_views"
CREATE UNIQUE INDEX `modalnotificationview_user_id_modal_id` ON `modal_notification_views` (`user_id`, `modal_id`);
-- Create "page_notifications" table
CREATE TABLE `page_notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `text` json NOT NULL, `style` text NOT NULL DEFAULT ('info'), `visibility` text NOT NULL DEFAULT ('all'), `link` text NOT NULL DEFAULT (''), `starts_at` datetime NULL, `ends_at` datetime NULL, `active` bool NOT NULL DEFAULT (true));
-- Set sequence for "page_notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_notifications", 266287972352);
-- Create index "pagenotification_active_ends_at" to table: "page_notifications"
CREATE INDEX `pagenotification_active_ends_at` ON `page_notifications` (`active`, `ends_at`);
-- Create "page_notification_hides" table
CREATE TABLE `page_notification_hides` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `notification_id` integer NOT NULL);
-- Set sequence for "page_notification_hides" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("page_notification_hides", 270582939648);
-- Create index "pagenotificationhide_user_id_notification_id" to table: "page_notification_hides"
CREATE UNIQUE INDEX `pagenotificationhide_user_id_notification_id` ON `page_notification_hides` (`user_id`, `notification_id`);
