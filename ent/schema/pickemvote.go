package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PickemVote is a player's prediction of a match: the team they expect to
// win, one per player and match (changed in place until the lock); correct
// is set when the match's stage is scored.
type PickemVote struct{ ent.Schema }

func (PickemVote) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("match_id").Immutable(),
		field.Int("tournament_id").Immutable(),
		field.String("team").NotEmpty().MaxLen(100),
		field.Bool("correct").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("updated_at").Default(time.Now),
	}
}

func (PickemVote) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "match_id").Unique(),
		index.Fields("match_id"),
		index.Fields("tournament_id", "user_id"),
	}
}

func (PickemVote) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
