package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"github.com/casefront/casefront/internal/money"
)

// SnapshotPrice is one line of a price snapshot: an item of the table, in
// roll order, and its catalogue price when the roll was made.
type SnapshotPrice struct {
	ItemID int         `json:"item_id"`
	Price  money.Cents `json:"price"`
}

// PriceSnapshot is the prices a price-filtered roll (range, daily bonus:
// cases.Shape) read from a case's table. An import changes items.price in
// place; a snapshot never changes, so such a roll verifies on the prices it
// was made on. A drop names it by hash at the end of its roll descriptor
// (range:MIN-MAX@SHA256); one row per distinct table and prices, however
// many rolls share it.
type PriceSnapshot struct{ ent.Schema }

func (PriceSnapshot) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PriceSnapshot) Fields() []ent.Field {
	return []ent.Field{
		field.String("sha256").MaxLen(64).Unique().Immutable().
			Comment("hex SHA-256 of the canonical text (fair.Contents.PricesCanonical)"),
		field.String("contents_key").Immutable().Comment("the table priced: case:ID:REVISION"),
		field.JSON("prices", []SnapshotPrice{}).Immutable().Comment("the table's items in roll order with their prices"),
	}
}

func (PriceSnapshot) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
