-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_users" table
CREATE TABLE `new_users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `steam_id` text NOT NULL, `nickname` text NOT NULL DEFAULT ('Player'), `avatar` text NOT NULL DEFAULT (''), `role` text NOT NULL DEFAULT ('user'), `is_demo` bool NOT NULL DEFAULT (false), `is_creator` bool NOT NULL DEFAULT (false), `balance` integer NOT NULL DEFAULT (0), `crystals` integer NOT NULL DEFAULT (0), `bullets` integer NOT NULL DEFAULT (0), `candies` integer NOT NULL DEFAULT (0), `event_balance` integer NOT NULL DEFAULT (0), `partner_balance` integer NOT NULL DEFAULT (0), `xp` integer NOT NULL DEFAULT (0), `level` integer NOT NULL DEFAULT (0), `tradeoffer_url` text NOT NULL DEFAULT (''), `topups_count` integer NOT NULL DEFAULT (0), `topups_sum` integer NOT NULL DEFAULT (0), `country` text NOT NULL DEFAULT (''), `ip_country` text NOT NULL DEFAULT (''), `lang` text NOT NULL DEFAULT ('en'), `account_level_hidden` bool NOT NULL DEFAULT (false), `self_ban_until` datetime NULL, `contract_rules_accepted_at` datetime NULL, `partner_code` text NULL, `referrals_deposited` integer NOT NULL DEFAULT (0), `restricted` bool NOT NULL DEFAULT (false), `referrer_id` integer NULL, CONSTRAINT `users_users_referrals` FOREIGN KEY (`referrer_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_users" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_users", 42949672960);
-- Copy rows from old table "users" to new temporary table "new_users"
INSERT INTO `new_users` (`id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `balance`, `crystals`, `bullets`, `candies`, `event_balance`, `partner_balance`, `xp`, `level`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `restricted`) SELECT `id`, `created_at`, `steam_id`, `nickname`, `avatar`, `role`, `is_demo`, `is_creator`, `balance`, `crystals`, `bullets`, `candies`, `event_balance`, `partner_balance`, `xp`, `level`, `tradeoffer_url`, `topups_count`, `topups_sum`, `country`, `ip_country`, `lang`, `account_level_hidden`, `self_ban_until`, `contract_rules_accepted_at`, `restricted` FROM `users`;
-- Drop "users" table after copying rows
DROP TABLE `users`;
-- Rename temporary table "new_users" to "users"
ALTER TABLE `new_users` RENAME TO `users`;
-- Create index "users_steam_id_key" to table: "users"
CREATE UNIQUE INDEX `users_steam_id_key` ON `users` (`steam_id`);
-- Create index "users_partner_code_key" to table: "users"
CREATE UNIQUE INDEX `users_partner_code_key` ON `users` (`partner_code`);
-- Create "payments" table
CREATE TABLE `payments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `reference` text NOT NULL, `method` text NOT NULL, `gate` text NOT NULL, `amount` integer NOT NULL, `paid_amount` integer NOT NULL DEFAULT (0), `bonus_bps` integer NOT NULL DEFAULT (0), `bonus_activation_id` integer NULL, `bonus_amount` integer NOT NULL DEFAULT (0), `refunded_amount` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('created'), `provider_ref` text NOT NULL DEFAULT (''), `serial_number` integer NOT NULL DEFAULT (0), `expires_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `payments_users_payments` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "payments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("payments", 64424509440);
-- Create index "payments_reference_key" to table: "payments"
CREATE UNIQUE INDEX `payments_reference_key` ON `payments` (`reference`);
-- Create index "payment_user_id_created_at" to table: "payments"
CREATE INDEX `payment_user_id_created_at` ON `payments` (`user_id`, `created_at`);
-- Create index "payment_gate_provider_ref" to table: "payments"
CREATE INDEX `payment_gate_provider_ref` ON `payments` (`gate`, `provider_ref`);
-- Create index "payment_status_expires_at" to table: "payments"
CREATE INDEX `payment_status_expires_at` ON `payments` (`status`, `expires_at`);
-- Create "payment_transitions" table
CREATE TABLE `payment_transitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `from` text NOT NULL, `to` text NOT NULL, `event_key` text NULL, `reason` text NOT NULL DEFAULT (''), `amount` integer NOT NULL DEFAULT (0), `payment_id` integer NOT NULL, CONSTRAINT `payment_transitions_payments_transitions` FOREIGN KEY (`payment_id`) REFERENCES `payments` (`id`) ON DELETE NO ACTION);
-- Set sequence for "payment_transitions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("payment_transitions", 68719476736);
-- Create index "payment_transitions_event_key_key" to table: "payment_transitions"
CREATE UNIQUE INDEX `payment_transitions_event_key_key` ON `payment_transitions` (`event_key`);
-- Create index "paymenttransition_payment_id_created_at" to table: "payment_transitions"
CREATE INDEX `paymenttransition_payment_id_created_at` ON `payment_transitions` (`payment_id`, `created_at`);
-- Create "promos" table
CREATE TABLE `promos` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `code` text NOT NULL, `type` text NOT NULL, `group` text NOT NULL DEFAULT (''), `amount` integer NOT NULL DEFAULT (0), `percent_bps` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `partner_id` integer NULL, `max_uses` integer NOT NULL DEFAULT (0), `uses` integer NOT NULL DEFAULT (0), `per_user` integer NOT NULL DEFAULT (1), `min_deposits` integer NOT NULL DEFAULT (0), `cooldown` text NOT NULL DEFAULT ('none'), `starts_at` datetime NULL, `ends_at` datetime NULL, `data` json NULL);
-- Set sequence for "promos" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("promos", 73014444032);
-- Create index "promos_code_key" to table: "promos"
CREATE UNIQUE INDEX `promos_code_key` ON `promos` (`code`);
-- Create "promo_activations" table
CREATE TABLE `promo_activations` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `code` text NOT NULL, `type` text NOT NULL, `cooldown` text NOT NULL DEFAULT ('none'), `amount` integer NOT NULL DEFAULT (0), `percent_bps` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `state` text NOT NULL DEFAULT ('used'), `payment_id` integer NULL, `promo_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `promo_activations_promos_activations` FOREIGN KEY (`promo_id`) REFERENCES `promos` (`id`) ON DELETE NO ACTION, CONSTRAINT `promo_activations_users_promo_activations` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "promo_activations" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("promo_activations", 77309411328);
-- Create index "promoactivation_user_id_created_at" to table: "promo_activations"
CREATE INDEX `promoactivation_user_id_created_at` ON `promo_activations` (`user_id`, `created_at`);
-- Create index "promoactivation_user_id_promo_id" to table: "promo_activations"
CREATE INDEX `promoactivation_user_id_promo_id` ON `promo_activations` (`user_id`, `promo_id`);
-- Create index "promoactivation_user_id_state" to table: "promo_activations"
CREATE INDEX `promoactivation_user_id_state` ON `promo_activations` (`user_id`, `state`);
-- Create "sandbox_payments" table
CREATE TABLE `sandbox_payments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `ref` text NOT NULL, `merchant_reference` text NOT NULL, `method` text NOT NULL, `amount` integer NOT NULL, `paid_amount` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('created'), `callback_url` text NOT NULL, `success_url` text NOT NULL, `fail_url` text NOT NULL, `pending_url` text NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "sandbox_payments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("sandbox_payments", 81604378624);
-- Create index "sandbox_payments_ref_key" to table: "sandbox_payments"
CREATE UNIQUE INDEX `sandbox_payments_ref_key` ON `sandbox_payments` (`ref`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
