-- Drop index "caseitem_case_id_item_id" from table: "case_items"
DROP INDEX "caseitem_case_id_item_id";
-- Modify "case_items" table
ALTER TABLE "case_items" ADD COLUMN "revision" bigint NOT NULL DEFAULT 1;
-- Create index "caseitem_case_id_revision_item_id" to table: "case_items"
CREATE UNIQUE INDEX "caseitem_case_id_revision_item_id" ON "case_items" ("case_id", "revision", "item_id");
-- Modify "cases" table
ALTER TABLE "cases" ADD COLUMN "revision" bigint NOT NULL DEFAULT 1;
-- Modify "drops" table
ALTER TABLE "drops" ADD COLUMN "case_revision" bigint NOT NULL DEFAULT 1;
