-- Create "reward_cases" table
CREATE TABLE `reward_cases` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `source` text NOT NULL, `source_ref` text NOT NULL DEFAULT (''), `state` text NOT NULL DEFAULT ('available'), `drop_id` integer NULL, `opened_at` datetime NULL, `case_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `reward_cases_cases_case` FOREIGN KEY (`case_id`) REFERENCES `cases` (`id`) ON DELETE NO ACTION, CONSTRAINT `reward_cases_users_reward_cases` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Set sequence for "reward_cases" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("reward_cases", 85899345920);
-- Create index "rewardcase_user_id_state_case_id" to table: "reward_cases"
CREATE INDEX `rewardcase_user_id_state_case_id` ON `reward_cases` (`user_id`, `state`, `case_id`);
