-- Create index "item_price" to table: "items"
CREATE INDEX "item_price" ON "items" ("price");
