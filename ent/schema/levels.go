package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// LevelReward is what claiming one level pays (server/levels): operator
// data, one row per level 1..100. Any of its parts may be zero; a case is
// named by its alias and granted as a reward case, a customization by its
// slug.
type LevelReward struct{ ent.Schema }

func (LevelReward) Fields() []ent.Field {
	return []ent.Field{
		field.Int("level").Unique().Positive(),
		field.Int64("crystals").Default(0).NonNegative(),
		field.Int64("bullets").Default(0).NonNegative(),
		field.Int64("balance").GoType(money.Cents(0)).Default(0).Comment("cents"),
		field.String("case_alias").Default("").Comment("a reward case granted with the level; empty: none"),
		field.String("customization_slug").Default("").
			Comment("a customization granted with the level (kept if already owned); empty: none"),
	}
}

func (LevelReward) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// ExtraLevelReward is an extra reward every 5 levels (spec "Extra reward
// table"): operator data. A player who claimed the level claims it once
// their referrals and their deposits since the last extra reward reach the
// row's.
type ExtraLevelReward struct{ ent.Schema }

func (ExtraLevelReward) Fields() []ent.Field {
	return []ent.Field{
		field.Int("level").Unique().Positive(),
		field.Int64("crystals").Default(0).NonNegative(),
		field.String("case_alias").Default("").Comment("a reward case granted with it; empty: none"),
		field.Int("referrals").Default(0).NonNegative().Comment("referrals the player needs"),
		field.Int64("max_deposit").GoType(money.Cents(0)).Default(0).
			Comment("cents the player must have topped up since the last extra reward claimed"),
	}
}

func (ExtraLevelReward) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// ExtraLevelClaim records one extra level reward claimed: once per player
// and level (unique).
type ExtraLevelClaim struct{ ent.Schema }

func (ExtraLevelClaim) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (ExtraLevelClaim) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("level").Immutable(),
		field.Int64("deposits").GoType(money.Cents(0)).Default(0).Immutable().
			Comment("the deposits since the previous extra reward when it was claimed"),
	}
}

func (ExtraLevelClaim) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "level").Unique()}
}

func (ExtraLevelClaim) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
