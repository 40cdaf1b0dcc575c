-- Item search index (hand-written: Ent cannot express a full-text table).
-- An FTS5 index of the items' market names, kept by the triggers below,
-- gives the candidates of a search from the start of one of their words;
-- the site's match rule (server/catalog/items.go) is checked on those
-- alone instead of on every item.
CREATE VIRTUAL TABLE `items_search` USING fts5(`market_hash_name`, content='items', content_rowid='id', tokenize='unicode61', prefix='1 2 3');
CREATE TRIGGER `items_search_insert` AFTER INSERT ON `items` BEGIN
  INSERT INTO `items_search` (`rowid`, `market_hash_name`) VALUES (new.`id`, new.`market_hash_name`);
END;
CREATE TRIGGER `items_search_delete` AFTER DELETE ON `items` BEGIN
  INSERT INTO `items_search` (`items_search`, `rowid`, `market_hash_name`) VALUES ('delete', old.`id`, old.`market_hash_name`);
END;
CREATE TRIGGER `items_search_update` AFTER UPDATE OF `market_hash_name` ON `items` BEGIN
  INSERT INTO `items_search` (`items_search`, `rowid`, `market_hash_name`) VALUES ('delete', old.`id`, old.`market_hash_name`);
  INSERT INTO `items_search` (`rowid`, `market_hash_name`) VALUES (new.`id`, new.`market_hash_name`);
END;
-- The items already there.
INSERT INTO `items_search` (`items_search`) VALUES ('rebuild');
