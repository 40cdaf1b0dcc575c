package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SeasonOffer is one thing an event's candy shop sells (server/season): a
// reward case, a skin or a customization, for candies. Stock nil is
// unlimited; a stocked offer sells while stock > 0 (a conditional update).
type SeasonOffer struct{ ent.Schema }

func (SeasonOffer) Fields() []ent.Field {
	return []ent.Field{
		field.Int("event_id").Immutable(),
		field.Enum("kind").Values("case", "skin", "customization").Immutable(),
		field.Int("case_id").Optional().Nillable().Immutable(),
		field.Int("item_id").Optional().Nillable().Immutable(),
		field.Int("customization_id").Optional().Nillable().Immutable(),
		field.Int64("price").Positive().Comment("candies"),
		field.Int("stock").Optional().Nillable().Comment("left to sell; nil: unlimited"),
		field.Bool("active").Default(true),
		field.Int("sort").Default(0),
	}
}

func (SeasonOffer) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("case", LootCase.Type).Field("case_id").Unique().Immutable(),
		edge.To("item", Item.Type).Field("item_id").Unique().Immutable(),
		edge.To("customization", Customization.Type).Field("customization_id").Unique().Immutable(),
	}
}

func (SeasonOffer) Indexes() []ent.Index {
	return []ent.Index{index.Fields("event_id", "active")}
}

func (SeasonOffer) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
