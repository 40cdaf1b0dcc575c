-- Create "pickem_matches" table
CREATE TABLE `pickem_matches` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `tournament_id` integer NOT NULL, `team_a` text NOT NULL, `team_b` text NOT NULL, `starts_at` datetime NOT NULL, `best_of` integer NOT NULL DEFAULT (1), `winner` text NULL, `result_at` datetime NULL, `stage_id` integer NOT NULL, CONSTRAINT `pickem_matches_pickem_stages_matches` FOREIGN KEY (`stage_id`) REFERENCES `pickem_stages` (`id`) ON DELETE NO ACTION);
-- Set sequence for "pickem_matches" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_matches", 326417514496);
-- Create index "pickemmatch_stage_id_starts_at" to table: "pickem_matches"
CREATE INDEX `pickemmatch_stage_id_starts_at` ON `pickem_matches` (`stage_id`, `starts_at`);
-- Create index "pickemmatch_tournament_id_starts_at" to table: "pickem_matches"
CREATE INDEX `pickemmatch_tournament_id_starts_at` ON `pickem_matches` (`tournament_id`, `starts_at`);
-- Create "pickem_participants" table
CREATE TABLE `pickem_participants` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `tournament_id` integer NOT NULL, `user_id` integer NOT NULL, `points` integer NOT NULL DEFAULT (0), `rank` integer NULL, `joined_at` datetime NOT NULL);
-- Set sequence for "pickem_participants" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_participants", 330712481792);
-- Create index "pickemparticipant_tournament_id_user_id" to table: "pickem_participants"
CREATE UNIQUE INDEX `pickemparticipant_tournament_id_user_id` ON `pickem_participants` (`tournament_id`, `user_id`);
-- Create index "pickemparticipant_user_id" to table: "pickem_participants"
CREATE INDEX `pickemparticipant_user_id` ON `pickem_participants` (`user_id`);
-- Create index "pickemparticipant_tournament_id_points" to table: "pickem_participants"
CREATE INDEX `pickemparticipant_tournament_id_points` ON `pickem_participants` (`tournament_id`, `points`);
-- Create "pickem_payouts" table
CREATE TABLE `pickem_payouts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `tournament_id` integer NOT NULL, `user_id` integer NOT NULL, `rank` integer NOT NULL, `points` integer NOT NULL, `money` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `crystals` integer NOT NULL DEFAULT (0));
-- Set sequence for "pickem_payouts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_payouts", 335007449088);
-- Create index "pickempayout_tournament_id_user_id" to table: "pickem_payouts"
CREATE UNIQUE INDEX `pickempayout_tournament_id_user_id` ON `pickem_payouts` (`tournament_id`, `user_id`);
-- Create index "pickempayout_user_id" to table: "pickem_payouts"
CREATE INDEX `pickempayout_user_id` ON `pickem_payouts` (`user_id`);
-- Create "pickem_prizes" table
CREATE TABLE `pickem_prizes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `rank_from` integer NOT NULL, `rank_to` integer NOT NULL, `money` integer NOT NULL DEFAULT (0), `case_id` integer NULL, `crystals` integer NOT NULL DEFAULT (0), `tournament_id` integer NOT NULL, CONSTRAINT `pickem_prizes_pickem_tournaments_prizes` FOREIGN KEY (`tournament_id`) REFERENCES `pickem_tournaments` (`id`) ON DELETE NO ACTION);
-- Set sequence for "pickem_prizes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_prizes", 339302416384);
-- Create "pickem_stages" table
CREATE TABLE `pickem_stages` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `name` text NOT NULL, `sort` integer NOT NULL DEFAULT (0), `points` integer NOT NULL DEFAULT (1), `results_complete` bool NOT NULL DEFAULT (false), `scored_at` datetime NULL, `tournament_id` integer NOT NULL, CONSTRAINT `pickem_stages_pickem_tournaments_stages` FOREIGN KEY (`tournament_id`) REFERENCES `pickem_tournaments` (`id`) ON DELETE NO ACTION);
-- Set sequence for "pickem_stages" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_stages", 343597383680);
-- Create index "pickemstage_tournament_id_sort" to table: "pickem_stages"
CREATE INDEX `pickemstage_tournament_id_sort` ON `pickem_stages` (`tournament_id`, `sort`);
-- Create "pickem_tournaments" table
CREATE TABLE `pickem_tournaments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `slug` text NOT NULL, `name` text NOT NULL, `starts_at` datetime NOT NULL, `ends_at` datetime NOT NULL, `prize_description` text NOT NULL DEFAULT (''));
-- Set sequence for "pickem_tournaments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_tournaments", 347892350976);
-- Create index "pickem_tournaments_slug_key" to table: "pickem_tournaments"
CREATE UNIQUE INDEX `pickem_tournaments_slug_key` ON `pickem_tournaments` (`slug`);
-- Create "pickem_votes" table
CREATE TABLE `pickem_votes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `match_id` integer NOT NULL, `tournament_id` integer NOT NULL, `team` text NOT NULL, `correct` bool NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL);
-- Set sequence for "pickem_votes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("pickem_votes", 352187318272);
-- Create index "pickemvote_user_id_match_id" to table: "pickem_votes"
CREATE UNIQUE INDEX `pickemvote_user_id_match_id` ON `pickem_votes` (`user_id`, `match_id`);
-- Create index "pickemvote_match_id" to table: "pickem_votes"
CREATE INDEX `pickemvote_match_id` ON `pickem_votes` (`match_id`);
-- Create index "pickemvote_tournament_id_user_id" to table: "pickem_votes"
CREATE INDEX `pickemvote_tournament_id_user_id` ON `pickem_votes` (`tournament_id`, `user_id`);
