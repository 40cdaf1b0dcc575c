package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// DailyCrystalReward is one reward of the daily crystal list
// (server/dailycrystal): operator data. A player receives it once per UTC
// day when its condition holds that day.
type DailyCrystalReward struct{ ent.Schema }

func (DailyCrystalReward) Fields() []ent.Field {
	return []ent.Field{
		field.String("reward_type").Unique().NotEmpty().Comment("the name the client claims it by"),
		field.Int64("crystals").Positive(),
		field.Enum("condition").Values("none", "level", "deposit_today", "cases_today").Default("none"),
		field.Int64("threshold").Default(0).NonNegative().
			Comment("level: the XP's level; deposit_today: cents topped up today; cases_today: cases opened today"),
		field.Int("sort").Default(0),
		field.Bool("enabled").Default(true),
	}
}

func (DailyCrystalReward) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// DailyCrystalClaim is one daily crystal reward received: once per player,
// UTC day and reward type (unique).
type DailyCrystalClaim struct{ ent.Schema }

func (DailyCrystalClaim) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (DailyCrystalClaim) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("day").Immutable().Comment("the UTC day, YYYY-MM-DD"),
		field.String("reward_type").Immutable(),
		field.Int64("crystals").Immutable(),
	}
}

func (DailyCrystalClaim) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "day", "reward_type").Unique()}
}

func (DailyCrystalClaim) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
