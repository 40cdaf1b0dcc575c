-- Item search index (hand-written: Ent cannot express an index on an
-- expression, nor a trigram one). A trigram index of the lower-case market
-- name serves the LIKE patterns of the site's match rule
-- (server/catalog/items.go), so a search reads the items it may match
-- instead of every item. pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "items_search" ON "items" USING gin (lower("market_hash_name") gin_trgm_ops);
