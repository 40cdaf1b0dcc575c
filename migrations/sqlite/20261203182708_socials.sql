-- Create "email_subscriptions" table
CREATE TABLE `email_subscriptions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `email` text NOT NULL, `status` text NOT NULL DEFAULT ('pending'), `token_hash` text NOT NULL, `lang` text NOT NULL DEFAULT ('en'), `sent_at` datetime NOT NULL, `confirmed_at` datetime NULL, `confirmed_email` text NULL);
-- Set sequence for "email_subscriptions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("email_subscriptions", 386547056640);
-- Create index "email_subscriptions_user_id_key" to table: "email_subscriptions"
CREATE UNIQUE INDEX `email_subscriptions_user_id_key` ON `email_subscriptions` (`user_id`);
-- Create index "email_subscriptions_token_hash_key" to table: "email_subscriptions"
CREATE UNIQUE INDEX `email_subscriptions_token_hash_key` ON `email_subscriptions` (`token_hash`);
-- Create index "email_subscriptions_confirmed_email_key" to table: "email_subscriptions"
CREATE UNIQUE INDEX `email_subscriptions_confirmed_email_key` ON `email_subscriptions` (`confirmed_email`);
-- Create "phone_verifications" table
CREATE TABLE `phone_verifications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `phone` text NOT NULL, `code_hash` text NOT NULL DEFAULT (''), `code_expires_at` datetime NULL, `attempts` integer NOT NULL DEFAULT (0), `sent_at` datetime NOT NULL, `sent_day` text NOT NULL, `sends_today` integer NOT NULL DEFAULT (0), `confirmed_at` datetime NULL, `confirmed_phone` text NULL);
-- Set sequence for "phone_verifications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("phone_verifications", 390842023936);
-- Create index "phone_verifications_user_id_key" to table: "phone_verifications"
CREATE UNIQUE INDEX `phone_verifications_user_id_key` ON `phone_verifications` (`user_id`);
-- Create index "phone_verifications_confirmed_phone_key" to table: "phone_verifications"
CREATE UNIQUE INDEX `phone_verifications_confirmed_phone_key` ON `phone_verifications` (`confirmed_phone`);
-- Create "social_connections" table
CREATE TABLE `social_connections` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `service` text NOT NULL, `external_id` text NOT NULL, `username` text NOT NULL DEFAULT (''), `token` blob NULL, `tweeted_at` datetime NULL, `tweet_id` text NULL);
-- Set sequence for "social_connections" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("social_connections", 395136991232);
-- Create index "socialconnection_user_id_service" to table: "social_connections"
CREATE UNIQUE INDEX `socialconnection_user_id_service` ON `social_connections` (`user_id`, `service`);
-- Create index "socialconnection_service_external_id" to table: "social_connections"
CREATE UNIQUE INDEX `socialconnection_service_external_id` ON `social_connections` (`service`, `external_id`);
-- Create "social_oauth_states" table
CREATE TABLE `social_oauth_states` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `state_hash` text NOT NULL, `user_id` integer NOT NULL, `service` text NOT NULL, `verifier` text NOT NULL, `expires_at` datetime NOT NULL);
-- Set sequence for "social_oauth_states" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("social_oauth_states", 399431958528);
-- Create index "social_oauth_states_state_hash_key" to table: "social_oauth_states"
CREATE UNIQUE INDEX `social_oauth_states_state_hash_key` ON `social_oauth_states` (`state_hash`);
-- Create index "socialoauthstate_expires_at" to table: "social_oauth_states"
CREATE INDEX `socialoauthstate_expires_at` ON `social_oauth_states` (`expires_at`);
-- Create "social_rewards" table
CREATE TABLE `social_rewards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `kind` text NOT NULL, `crystals` integer NOT NULL);
-- Set sequence for "social_rewards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("social_rewards", 403726925824);
-- Create index "socialreward_user_id_kind" to table: "social_rewards"
CREATE UNIQUE INDEX `socialreward_user_id_kind` ON `social_rewards` (`user_id`, `kind`);
