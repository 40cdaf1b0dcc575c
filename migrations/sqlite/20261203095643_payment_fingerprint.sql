-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_payments" table
CREATE TABLE `new_payments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `reference` text NOT NULL, `method` text NOT NULL, `gate` text NOT NULL, `amount` integer NOT NULL, `paid_amount` integer NOT NULL DEFAULT (0), `bonus_bps` integer NOT NULL DEFAULT (0), `bonus_activation_id` integer NULL, `bonus_amount` integer NOT NULL DEFAULT (0), `refunded_amount` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('created'), `provider_ref` text NOT NULL DEFAULT (''), `fingerprint` text NOT NULL DEFAULT (''), `serial_number` integer NOT NULL DEFAULT (0), `expires_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `payments_users_payments` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_payments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_payments", 64424509440);
-- Copy rows from old table "payments" to new temporary table "new_payments"
INSERT INTO `new_payments` (`id`, `created_at`, `reference`, `method`, `gate`, `amount`, `paid_amount`, `bonus_bps`, `bonus_activation_id`, `bonus_amount`, `refunded_amount`, `status`, `provider_ref`, `serial_number`, `expires_at`, `updated_at`, `user_id`) SELECT `id`, `created_at`, `reference`, `method`, `gate`, `amount`, `paid_amount`, `bonus_bps`, `bonus_activation_id`, `bonus_amount`, `refunded_amount`, `status`, `provider_ref`, `serial_number`, `expires_at`, `updated_at`, `user_id` FROM `payments`;
-- Drop "payments" table after copying rows
DROP TABLE `payments`;
-- Rename temporary table "new_payments" to "payments"
ALTER TABLE `new_payments` RENAME TO `payments`;
-- Create index "payments_reference_key" to table: "payments"
CREATE UNIQUE INDEX `payments_reference_key` ON `payments` (`reference`);
-- Create index "payment_user_id_created_at" to table: "payments"
CREATE INDEX `payment_user_id_created_at` ON `payments` (`user_id`, `created_at`);
-- Create index "payment_gate_provider_ref" to table: "payments"
CREATE INDEX `payment_gate_provider_ref` ON `payments` (`gate`, `provider_ref`);
-- Create index "payment_status_expires_at" to table: "payments"
CREATE INDEX `payment_status_expires_at` ON `payments` (`status`, `expires_at`);
-- Create "new_sandbox_payments" table
CREATE TABLE `new_sandbox_payments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `ref` text NOT NULL, `merchant_reference` text NOT NULL, `method` text NOT NULL, `amount` integer NOT NULL, `paid_amount` integer NOT NULL DEFAULT (0), `card_fingerprint` text NOT NULL DEFAULT (''), `status` text NOT NULL DEFAULT ('created'), `callback_url` text NOT NULL, `success_url` text NOT NULL, `fail_url` text NOT NULL, `pending_url` text NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "new_sandbox_payments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_sandbox_payments", 81604378624);
-- Copy rows from old table "sandbox_payments" to new temporary table "new_sandbox_payments"
INSERT INTO `new_sandbox_payments` (`id`, `created_at`, `ref`, `merchant_reference`, `method`, `amount`, `paid_amount`, `status`, `callback_url`, `success_url`, `fail_url`, `pending_url`, `updated_at`) SELECT `id`, `created_at`, `ref`, `merchant_reference`, `method`, `amount`, `paid_amount`, `status`, `callback_url`, `success_url`, `fail_url`, `pending_url`, `updated_at` FROM `sandbox_payments`;
-- Drop "sandbox_payments" table after copying rows
DROP TABLE `sandbox_payments`;
-- Rename temporary table "new_sandbox_payments" to "sandbox_payments"
ALTER TABLE `new_sandbox_payments` RENAME TO `sandbox_payments`;
-- Create index "sandbox_payments_ref_key" to table: "sandbox_payments"
CREATE UNIQUE INDEX `sandbox_payments_ref_key` ON `sandbox_payments` (`ref`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
