-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_drop_transitions" table
CREATE TABLE `new_drop_transitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `drop_id` integer NOT NULL, `user_id` integer NOT NULL, `withdrawal_id` integer NULL, `from` text NOT NULL, `to` text NOT NULL, `reason` text NOT NULL, `ref` text NOT NULL DEFAULT (''), `at` datetime NOT NULL);
-- Set sequence for "new_drop_transitions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_drop_transitions", 120259084288);
-- Copy rows from old table "drop_transitions" to new temporary table "new_drop_transitions"
INSERT INTO `new_drop_transitions` (`id`, `drop_id`, `user_id`, `withdrawal_id`, `from`, `to`, `reason`, `at`) SELECT `id`, `drop_id`, `user_id`, `withdrawal_id`, `from`, `to`, `reason`, `at` FROM `drop_transitions`;
-- Drop "drop_transitions" table after copying rows
DROP TABLE `drop_transitions`;
-- Rename temporary table "new_drop_transitions" to "drop_transitions"
ALTER TABLE `new_drop_transitions` RENAME TO `drop_transitions`;
-- Create index "droptransition_drop_id_at" to table: "drop_transitions"
CREATE INDEX `droptransition_drop_id_at` ON `drop_transitions` (`drop_id`, `at`);
-- Create index "droptransition_user_id_at" to table: "drop_transitions"
CREATE INDEX `droptransition_user_id_at` ON `drop_transitions` (`user_id`, `at`);
-- Create "outbox_events" table
CREATE TABLE `outbox_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `subscriber` text NOT NULL, `kind` text NOT NULL, `user_id` integer NULL, `payload` blob NOT NULL, `delivered_at` datetime NULL);
-- Set sequence for "outbox_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("outbox_events", 137438953472);
-- Create index "outboxevent_delivered_at_id" to table: "outbox_events"
CREATE INDEX `outboxevent_delivered_at_id` ON `outbox_events` (`delivered_at`, `id`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
