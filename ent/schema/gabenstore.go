package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// GabenstoreOffer is one thing the event store sells for event balance
// (server/gabenstore): a reward case, a skin or a customization. Stock nil
// is unlimited; a stocked offer sells while stock > 0 (a conditional
// update).
type GabenstoreOffer struct{ ent.Schema }

func (GabenstoreOffer) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("kind").Values("case", "skin", "customization").Immutable(),
		field.Int("case_id").Optional().Nillable().Immutable(),
		field.Int("item_id").Optional().Nillable().Immutable(),
		field.Int("customization_id").Optional().Nillable().Immutable(),
		field.Int64("price").Positive().Comment("event balance units"),
		field.Int("stock").Optional().Nillable().Comment("left to sell; nil: unlimited"),
		field.Bool("active").Default(true),
		field.Int("sort").Default(0),
	}
}

func (GabenstoreOffer) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("case", LootCase.Type).Field("case_id").Unique().Immutable(),
		edge.To("item", Item.Type).Field("item_id").Unique().Immutable(),
		edge.To("customization", Customization.Type).Field("customization_id").Unique().Immutable(),
	}
}

func (GabenstoreOffer) Indexes() []ent.Index {
	return []ent.Index{index.Fields("kind", "active"), index.Fields("customization_id")}
}

func (GabenstoreOffer) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// GabenstorePurchase records one purchase: the ledger debit's reference
// and key (gabenstore_purchase:ID) and what it delivered.
type GabenstorePurchase struct{ ent.Schema }

func (GabenstorePurchase) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (GabenstorePurchase) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("offer_id").Immutable(),
		field.Enum("kind").Values("case", "skin", "customization").Immutable(),
		field.Int64("price").Immutable(),
		field.String("delivered").Default("").Comment("what it delivered: reward_case:N, drop:N, customization:N"),
	}
}

func (GabenstorePurchase) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id")}
}

func (GabenstorePurchase) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// CashbackRate is the event balance a game's paid play earns, in basis
// points of its stake (server/gabenstore): operator data over the
// defaults in gabenstore.DefaultRates.
type CashbackRate struct{ ent.Schema }

func (CashbackRate) Fields() []ent.Field {
	return []ent.Field{
		field.String("game").Unique().NotEmpty(),
		field.Int("bps").NonNegative(),
	}
}

func (CashbackRate) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
