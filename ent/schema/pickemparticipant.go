package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PickemParticipant is a player who joined a tournament (POST
// /tournament/join, or their first vote): points are recomputed from their
// correct predictions whenever a stage is scored; rank is set when the
// final stage is scored.
type PickemParticipant struct{ ent.Schema }

func (PickemParticipant) Fields() []ent.Field {
	return []ent.Field{
		field.Int("tournament_id").Immutable(),
		field.Int("user_id").Immutable(),
		field.Int("points").Default(0),
		field.Int("rank").Optional().Nillable(),
		field.Time("joined_at").Default(time.Now).Immutable(),
	}
}

func (PickemParticipant) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("tournament_id", "user_id").Unique(),
		index.Fields("user_id"),
		index.Fields("tournament_id", "points"),
	}
}

func (PickemParticipant) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
