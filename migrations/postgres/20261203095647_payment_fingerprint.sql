-- Modify "payments" table
ALTER TABLE "payments" ADD COLUMN "fingerprint" character varying NOT NULL DEFAULT '';
-- Modify "sandbox_payments" table
ALTER TABLE "sandbox_payments" ADD COLUMN "card_fingerprint" character varying NOT NULL DEFAULT '';
