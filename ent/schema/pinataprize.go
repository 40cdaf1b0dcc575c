package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PinataPrize is one item of an event's piñata revision with its integer
// weight (server/season).
type PinataPrize struct{ ent.Schema }

func (PinataPrize) Fields() []ent.Field {
	return []ent.Field{
		field.Int("event_id").Immutable(),
		field.Int("revision").Immutable(),
		field.Int("item_id").Immutable(),
		field.Int64("weight").Positive().Immutable(),
	}
}

func (PinataPrize) Indexes() []ent.Index {
	return []ent.Index{index.Fields("event_id", "revision", "item_id").Unique()}
}

func (PinataPrize) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
