package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PinataOpen records one piñata broken (server/season): the event's
// revision, the roll and the drop.
type PinataOpen struct{ ent.Schema }

func (PinataOpen) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PinataOpen) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("event_id").Immutable(),
		field.Int("revision").Immutable(),
		field.Int64("price").Immutable().Comment("candies paid"),
		field.Int("seed_id").Immutable(),
		field.Int64("nonce").Immutable(),
		field.Int64("ticket").Immutable(),
		field.Int64("total_weight").Immutable(),
		field.Int("drop_id").Immutable(),
	}
}

func (PinataOpen) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (PinataOpen) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
