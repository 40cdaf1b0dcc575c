-- Create "quiz_attempts" table
CREATE TABLE `quiz_attempts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `question_ids` json NOT NULL, `checks` integer NOT NULL DEFAULT (0), `passed_at` datetime NULL, `failed_at` datetime NULL);
-- Set sequence for "quiz_attempts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("quiz_attempts", 313532612608);
-- Create index "quizattempt_user_id_created_at" to table: "quiz_attempts"
CREATE INDEX `quizattempt_user_id_created_at` ON `quiz_attempts` (`user_id`, `created_at`);
-- Create index "quizattempt_user_id_passed_at" to table: "quiz_attempts"
CREATE INDEX `quizattempt_user_id_passed_at` ON `quiz_attempts` (`user_id`, `passed_at`);
-- Create "quiz_questions" table
CREATE TABLE `quiz_questions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `prompt` json NOT NULL, `variants` json NOT NULL, `active` bool NOT NULL DEFAULT (true));
-- Set sequence for "quiz_questions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("quiz_questions", 317827579904);
-- Create "site_events" table
CREATE TABLE `site_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `type` text NOT NULL, `name` text NOT NULL, `starts_at` datetime NOT NULL, `finish_at` datetime NOT NULL, `ended_at` datetime NULL);
-- Set sequence for "site_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("site_events", 322122547200);
-- Create index "siteevent_finish_at" to table: "site_events"
CREATE INDEX `siteevent_finish_at` ON `site_events` (`finish_at`);
