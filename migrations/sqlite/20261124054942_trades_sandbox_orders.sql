-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_withdrawals" table
CREATE TABLE `new_withdrawals` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `kind` text NOT NULL, `state` text NOT NULL DEFAULT ('queued'), `deferred` bool NOT NULL DEFAULT (false), `client_order_id` text NOT NULL, `supplier_order_id` text NOT NULL DEFAULT (''), `tradeoffer_id` text NOT NULL DEFAULT (''), `value` integer NOT NULL, `paid` integer NOT NULL DEFAULT (0), `trade_url` text NOT NULL DEFAULT (''), `crypto_type` text NOT NULL DEFAULT (''), `wallet` text NOT NULL DEFAULT (''), `attempts` integer NOT NULL DEFAULT (0), `reason` text NOT NULL DEFAULT (''), `updated_at` datetime NOT NULL, `finished_at` datetime NULL, `drop_id` integer NOT NULL, CONSTRAINT `withdrawals_drops_drop` FOREIGN KEY (`drop_id`) REFERENCES `drops` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_withdrawals" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_withdrawals", 124554051584);
-- Copy rows from old table "withdrawals" to new temporary table "new_withdrawals"
INSERT INTO `new_withdrawals` (`id`, `created_at`, `user_id`, `kind`, `state`, `deferred`, `client_order_id`, `supplier_order_id`, `value`, `paid`, `trade_url`, `crypto_type`, `wallet`, `attempts`, `reason`, `updated_at`, `finished_at`, `drop_id`) SELECT `id`, `created_at`, `user_id`, `kind`, `state`, `deferred`, `client_order_id`, `supplier_order_id`, `value`, `paid`, `trade_url`, `crypto_type`, `wallet`, `attempts`, `reason`, `updated_at`, `finished_at`, `drop_id` FROM `withdrawals`;
-- Drop "withdrawals" table after copying rows
DROP TABLE `withdrawals`;
-- Rename temporary table "new_withdrawals" to "withdrawals"
ALTER TABLE `new_withdrawals` RENAME TO `withdrawals`;
-- Create index "withdrawals_client_order_id_key" to table: "withdrawals"
CREATE UNIQUE INDEX `withdrawals_client_order_id_key` ON `withdrawals` (`client_order_id`);
-- Create index "withdrawal_user_id_created_at" to table: "withdrawals"
CREATE INDEX `withdrawal_user_id_created_at` ON `withdrawals` (`user_id`, `created_at`);
-- Create index "withdrawal_drop_id" to table: "withdrawals"
CREATE INDEX `withdrawal_drop_id` ON `withdrawals` (`drop_id`);
-- Create index "withdrawal_user_id_state_finished_at" to table: "withdrawals"
CREATE INDEX `withdrawal_user_id_state_finished_at` ON `withdrawals` (`user_id`, `state`, `finished_at`);
-- Create "sandbox_orders" table
CREATE TABLE `sandbox_orders` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `client_order_id` text NOT NULL, `market_hash_name` text NOT NULL, `price` integer NOT NULL, `status` text NOT NULL DEFAULT ('pending'), `outcome` text NOT NULL DEFAULT ('accepted'), `reason` text NOT NULL DEFAULT (''), `tradeoffer_id` text NOT NULL DEFAULT (''), `trade_url` text NOT NULL DEFAULT (''), `callback_url` text NOT NULL DEFAULT (''), `updated_at` datetime NOT NULL);
-- Set sequence for "sandbox_orders" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("sandbox_orders", 128849018880);
-- Create index "sandbox_orders_client_order_id_key" to table: "sandbox_orders"
CREATE UNIQUE INDEX `sandbox_orders_client_order_id_key` ON `sandbox_orders` (`client_order_id`);
-- Create index "sandboxorder_market_hash_name_status" to table: "sandbox_orders"
CREATE INDEX `sandboxorder_market_hash_name_status` ON `sandbox_orders` (`market_hash_name`, `status`);
-- Create index "sandboxorder_status" to table: "sandbox_orders"
CREATE INDEX `sandboxorder_status` ON `sandbox_orders` (`status`);
-- Create "sandbox_payouts" table
CREATE TABLE `sandbox_payouts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `client_order_id` text NOT NULL, `type` text NOT NULL, `wallet` text NOT NULL, `amount` integer NOT NULL);
-- Set sequence for "sandbox_payouts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("sandbox_payouts", 133143986176);
-- Create index "sandbox_payouts_client_order_id_key" to table: "sandbox_payouts"
CREATE UNIQUE INDEX `sandbox_payouts_client_order_id_key` ON `sandbox_payouts` (`client_order_id`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
