package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SeasonReward is one daily leaderboard reward paid (server/season): one
// per event, day and winner, beside its ledger row keyed
// season:daily:EVENT:DAY:USER, so a rerun of the job pays nothing more.
type SeasonReward struct{ ent.Schema }

func (SeasonReward) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SeasonReward) Fields() []ent.Field {
	return []ent.Field{
		field.Int("event_id").Immutable(),
		field.String("day").Immutable(),
		field.Int("user_id").Immutable(),
		field.Int("position").Positive().Immutable(),
		field.Int64("points").Immutable(),
		field.Int64("candies").Positive().Immutable(),
	}
}

func (SeasonReward) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("event_id", "day", "user_id").Unique(),
		index.Fields("user_id", "event_id"),
	}
}

func (SeasonReward) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
