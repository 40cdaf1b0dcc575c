-- Modify "level_rewards" table
ALTER TABLE "level_rewards" ADD COLUMN "customization_slug" character varying NOT NULL DEFAULT '';
