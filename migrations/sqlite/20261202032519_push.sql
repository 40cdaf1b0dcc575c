-- Create "push_mutes" table
CREATE TABLE `push_mutes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `kind` text NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `push_mutes_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "push_mutes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("push_mutes", 257698037760);
-- Create index "pushmute_user_id_kind" to table: "push_mutes"
CREATE UNIQUE INDEX `pushmute_user_id_kind` ON `push_mutes` (`user_id`, `kind`);
-- Create "push_subscriptions" table
CREATE TABLE `push_subscriptions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `endpoint` text NOT NULL, `p256dh` text NOT NULL, `auth` text NOT NULL, `last_used_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `push_subscriptions_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "push_subscriptions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("push_subscriptions", 261993005056);
-- Create index "push_subscriptions_endpoint_key" to table: "push_subscriptions"
CREATE UNIQUE INDEX `push_subscriptions_endpoint_key` ON `push_subscriptions` (`endpoint`);
-- Create index "pushsubscription_user_id" to table: "push_subscriptions"
CREATE INDEX `pushsubscription_user_id` ON `push_subscriptions` (`user_id`);
