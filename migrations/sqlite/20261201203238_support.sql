-- Create "support_attachments" table
CREATE TABLE `support_attachments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `key` text NOT NULL, `name` text NOT NULL, `content_type` text NOT NULL, `size` integer NOT NULL, `comment_id` integer NOT NULL, `ticket_id` integer NOT NULL, CONSTRAINT `support_attachments_support_comments_attachments` FOREIGN KEY (`comment_id`) REFERENCES `support_comments` (`id`) ON DELETE NO ACTION, CONSTRAINT `support_attachments_support_tickets_attachments` FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets` (`id`) ON DELETE NO ACTION);
-- Set sequence for "support_attachments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("support_attachments", 158913789952);
-- Create index "support_attachments_key_key" to table: "support_attachments"
CREATE UNIQUE INDEX `support_attachments_key_key` ON `support_attachments` (`key`);
-- Create index "supportattachment_comment_id" to table: "support_attachments"
CREATE INDEX `supportattachment_comment_id` ON `support_attachments` (`comment_id`);
-- Create "support_comments" table
CREATE TABLE `support_comments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `author_id` integer NOT NULL, `body` text NOT NULL, `is_staff` bool NOT NULL DEFAULT (false), `ticket_id` integer NOT NULL, CONSTRAINT `support_comments_support_tickets_comments` FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets` (`id`) ON DELETE NO ACTION);
-- Set sequence for "support_comments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("support_comments", 163208757248);
-- Create index "supportcomment_ticket_id_created_at" to table: "support_comments"
CREATE INDEX `supportcomment_ticket_id_created_at` ON `support_comments` (`ticket_id`, `created_at`);
-- Create "support_tickets" table
CREATE TABLE `support_tickets` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `subject` text NOT NULL, `status` text NOT NULL DEFAULT ('new'), `updated_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `support_tickets_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "support_tickets" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("support_tickets", 167503724544);
-- Create index "supportticket_user_id_updated_at" to table: "support_tickets"
CREATE INDEX `supportticket_user_id_updated_at` ON `support_tickets` (`user_id`, `updated_at`);
-- Create index "supportticket_status_updated_at" to table: "support_tickets"
CREATE INDEX `supportticket_status_updated_at` ON `support_tickets` (`status`, `updated_at`);
