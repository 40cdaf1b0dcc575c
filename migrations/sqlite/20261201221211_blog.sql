-- Create "blog_banners" table
CREATE TABLE `blog_banners` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `auth_type` text NOT NULL, `place_type` text NOT NULL, `lang` text NOT NULL DEFAULT (''), `title` text NOT NULL, `text` text NOT NULL DEFAULT (''), `link` text NOT NULL DEFAULT (''), `image` text NOT NULL DEFAULT (''), `position` integer NOT NULL DEFAULT (0), `enabled` bool NOT NULL DEFAULT (true));
-- Set sequence for "blog_banners" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_banners", 171798691840);
-- Create "blog_categories" table
CREATE TABLE `blog_categories` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `slug` text NOT NULL, `is_default` bool NOT NULL DEFAULT (false), `names` json NULL, `position` integer NOT NULL DEFAULT (0));
-- Set sequence for "blog_categories" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_categories", 176093659136);
-- Create index "blog_categories_slug_key" to table: "blog_categories"
CREATE UNIQUE INDEX `blog_categories_slug_key` ON `blog_categories` (`slug`);
-- Create "blog_comments" table
CREATE TABLE `blog_comments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `parent_id` integer NULL, `body` text NOT NULL, `published` bool NOT NULL DEFAULT (false), `reactions_count` integer NOT NULL DEFAULT (0), `deleted_at` datetime NULL, `post_id` integer NOT NULL, CONSTRAINT `blog_comments_blog_posts_comments` FOREIGN KEY (`post_id`) REFERENCES `blog_posts` (`id`) ON DELETE NO ACTION);
-- Set sequence for "blog_comments" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_comments", 180388626432);
-- Create index "blogcomment_post_id_published_created_at" to table: "blog_comments"
CREATE INDEX `blogcomment_post_id_published_created_at` ON `blog_comments` (`post_id`, `published`, `created_at`);
-- Create index "blogcomment_user_id_created_at" to table: "blog_comments"
CREATE INDEX `blogcomment_user_id_created_at` ON `blog_comments` (`user_id`, `created_at`);
-- Create "blog_posts" table
CREATE TABLE `blog_posts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `slug` text NOT NULL, `lang` text NOT NULL, `title` text NOT NULL, `summary` text NOT NULL DEFAULT (''), `body` text NOT NULL, `body_html` text NOT NULL, `cover_image` text NOT NULL DEFAULT (''), `published_at` datetime NULL, `popularity` integer NOT NULL DEFAULT (0), `updated_at` datetime NOT NULL, `category_id` integer NULL, CONSTRAINT `blog_posts_blog_categories_posts` FOREIGN KEY (`category_id`) REFERENCES `blog_categories` (`id`) ON DELETE SET NULL);
-- Set sequence for "blog_posts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_posts", 184683593728);
-- Create index "blogpost_slug_lang" to table: "blog_posts"
CREATE UNIQUE INDEX `blogpost_slug_lang` ON `blog_posts` (`slug`, `lang`);
-- Create index "blogpost_lang_published_at" to table: "blog_posts"
CREATE INDEX `blogpost_lang_published_at` ON `blog_posts` (`lang`, `published_at`);
-- Create "blog_reactions" table
CREATE TABLE `blog_reactions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, `type` text NOT NULL, `comment_id` integer NOT NULL, CONSTRAINT `blog_reactions_blog_comments_reactions` FOREIGN KEY (`comment_id`) REFERENCES `blog_comments` (`id`) ON DELETE NO ACTION);
-- Set sequence for "blog_reactions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_reactions", 188978561024);
-- Create index "blogreaction_comment_id_user_id_type" to table: "blog_reactions"
CREATE UNIQUE INDEX `blogreaction_comment_id_user_id_type` ON `blog_reactions` (`comment_id`, `user_id`, `type`);
-- Create "blog_tags" table
CREATE TABLE `blog_tags` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `slug` text NOT NULL, `name` text NOT NULL);
-- Set sequence for "blog_tags" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("blog_tags", 193273528320);
-- Create index "blog_tags_slug_key" to table: "blog_tags"
CREATE UNIQUE INDEX `blog_tags_slug_key` ON `blog_tags` (`slug`);
-- Create "blog_post_tags" table
CREATE TABLE `blog_post_tags` (`blog_post_id` integer NOT NULL, `blog_tag_id` integer NOT NULL, PRIMARY KEY (`blog_post_id`, `blog_tag_id`), CONSTRAINT `blog_post_tags_blog_post_id` FOREIGN KEY (`blog_post_id`) REFERENCES `blog_posts` (`id`) ON DELETE CASCADE, CONSTRAINT `blog_post_tags_blog_tag_id` FOREIGN KEY (`blog_tag_id`) REFERENCES `blog_tags` (`id`) ON DELETE CASCADE);
