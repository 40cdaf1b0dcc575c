package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SeasonPurchase records one candy shop purchase: the ledger debit's
// reference and key (season_purchase:ID) and what it delivered.
type SeasonPurchase struct{ ent.Schema }

func (SeasonPurchase) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SeasonPurchase) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("event_id").Immutable(),
		field.Int("offer_id").Immutable(),
		field.Int64("price").Immutable(),
		field.String("delivered").Default("").Comment("reward_case:N, drop:N, customization:N"),
	}
}

func (SeasonPurchase) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id")}
}

func (SeasonPurchase) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
