package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SeasonPoints is a player's leaderboard points on one UTC day of an event
// (server/season): the source of truth the Redis sorted set mirrors.
type SeasonPoints struct{ ent.Schema }

func (SeasonPoints) Fields() []ent.Field {
	return []ent.Field{
		field.Int("event_id").Immutable(),
		field.String("day").Immutable().Comment("the UTC date, YYYY-MM-DD"),
		field.Int("user_id").Immutable(),
		field.Int64("points").Default(0).NonNegative(),
	}
}

func (SeasonPoints) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("event_id", "day", "user_id").Unique(),
		index.Fields("event_id", "day", "points"),
	}
}

func (SeasonPoints) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
