-- Create "revoked_tokens" table
CREATE TABLE `revoked_tokens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `jti` text NOT NULL, `expires_at` datetime NOT NULL);
-- Set sequence for "revoked_tokens" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("revoked_tokens", 47244640256);
-- Create index "revoked_tokens_jti_key" to table: "revoked_tokens"
CREATE UNIQUE INDEX `revoked_tokens_jti_key` ON `revoked_tokens` (`jti`);
-- Create index "revokedtoken_expires_at" to table: "revoked_tokens"
CREATE INDEX `revokedtoken_expires_at` ON `revoked_tokens` (`expires_at`);
