-- Create "notifications" table
CREATE TABLE `notifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `kind` text NOT NULL, `params` json NOT NULL, `url` text NOT NULL DEFAULT (''), `dedup_key` text NOT NULL, `read_at` datetime NULL, `user_id` integer NOT NULL, CONSTRAINT `notifications_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "notifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("notifications", 257698037760);
-- Create index "notifications_dedup_key_key" to table: "notifications"
CREATE UNIQUE INDEX `notifications_dedup_key_key` ON `notifications` (`dedup_key`);
-- Create index "notification_user_id_read_at" to table: "notifications"
CREATE INDEX `notification_user_id_read_at` ON `notifications` (`user_id`, `read_at`);
-- Create index "notification_created_at" to table: "notifications"
CREATE INDEX `notification_created_at` ON `notifications` (`created_at`);
