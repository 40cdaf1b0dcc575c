-- Add column "state_at" to table: "drops"
ALTER TABLE `drops` ADD COLUMN `state_at` datetime NULL;
-- Create "drop_transitions" table
CREATE TABLE `drop_transitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `drop_id` integer NOT NULL, `user_id` integer NOT NULL, `withdrawal_id` integer NULL, `from` text NOT NULL, `to` text NOT NULL, `reason` text NOT NULL, `at` datetime NOT NULL);
-- Set sequence for "drop_transitions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("drop_transitions", 120259084288);
-- Create index "droptransition_drop_id_at" to table: "drop_transitions"
CREATE INDEX `droptransition_drop_id_at` ON `drop_transitions` (`drop_id`, `at`);
-- Create index "droptransition_user_id_at" to table: "drop_transitions"
CREATE INDEX `droptransition_user_id_at` ON `drop_transitions` (`user_id`, `at`);
-- Create "withdrawals" table
CREATE TABLE `withdrawals` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `kind` text NOT NULL, `state` text NOT NULL DEFAULT ('queued'), `deferred` bool NOT NULL DEFAULT (false), `client_order_id` text NOT NULL, `supplier_order_id` text NOT NULL DEFAULT (''), `value` integer NOT NULL, `paid` integer NOT NULL DEFAULT (0), `trade_url` text NOT NULL DEFAULT (''), `crypto_type` text NOT NULL DEFAULT (''), `wallet` text NOT NULL DEFAULT (''), `attempts` integer NOT NULL DEFAULT (0), `reason` text NOT NULL DEFAULT (''), `updated_at` datetime NOT NULL, `finished_at` datetime NULL, `drop_id` integer NOT NULL, CONSTRAINT `withdrawals_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION);
-- Set sequence for "withdrawals" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("withdrawals", 124554051584);
-- Create index "withdrawals_client_order_id_key" to table: "withdrawals"
CREATE UNIQUE INDEX `withdrawals_client_order_id_key` ON `withdrawals` (`client_order_id`);
-- Create index "withdrawal_user_id_created_at" to table: "withdrawals"
CREATE INDEX `withdrawal_user_id_created_at` ON `withdrawals` (`user_id`, `created_at`);
-- Create index "withdrawal_drop_id" to table: "withdrawals"
CREATE INDEX `withdrawal_drop_id` ON `withdrawals` (`drop_id`);
-- Create index "withdrawal_user_id_state_finished_at" to table: "withdrawals"
CREATE INDEX `withdrawal_user_id_state_finished_at` ON `withdrawals` (`user_id`, `state`, `finished_at`);
