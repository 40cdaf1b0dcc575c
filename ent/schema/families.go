package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// CaseProgress is the state a player's openings of one case carry from one
// open to the next: the gacha meter (opens since the last top-tier drop) or
// the dota miss count (opens since the last rare). One row per player and
// case, changed only under the player's lock with a conditional update on
// version, so parallel opens keep it exact.
type CaseProgress struct{ ent.Schema }

func (CaseProgress) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("case_id").Immutable(),
		field.Enum("kind").Values("gacha", "dota").Immutable(),
		field.Int("count").Default(0).NonNegative().Comment("gacha: opens since the last top-tier drop; dota: opens since the last rare"),
		field.Int("version").Default(0).Comment("bumped by every change: the conditional update's guard"),
		field.Time("updated_at").Optional().Nillable(),
	}
}

func (CaseProgress) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable(),
		edge.To("case", LootCase.Type).Field("case_id").Unique().Required().Immutable(),
	}
}

func (CaseProgress) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "case_id").Unique()}
}

func (CaseProgress) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// DiscoveredBoard is one deal of a discovered case: hidden slots drawn with
// the player's seed (one nonce, cursor = slot index) and committed by a hash
// before the player picks. Dealt on first view, revealed by the open; a
// board whose seed was rotated before the open is void (the revealed seed
// would tell the slots).
type DiscoveredBoard struct{ ent.Schema }

func (DiscoveredBoard) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (DiscoveredBoard) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("case_id").Immutable(),
		field.Int("case_revision").Immutable(),
		field.Int("seed_id").Immutable(),
		field.Int64("nonce").Immutable(),
		field.Ints("items").Immutable().Comment("item id of each slot, in slot order"),
		field.String("salt").Immutable().Sensitive().Comment("kept secret until the reveal"),
		field.String("commitment").Immutable().Comment("hex SHA-256 of \"salt:id0,id1,...\", shown before the pick"),
		field.Int("selected").Optional().Nillable(),
		field.Enum("state").Values("dealt", "opened", "void").Default("dealt"),
		field.Int("drop_id").Optional().Nillable(),
	}
}

func (DiscoveredBoard) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable(),
		edge.To("case", LootCase.Type).Field("case_id").Unique().Required().Immutable(),
	}
}

func (DiscoveredBoard) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "case_id", "state")}
}

func (DiscoveredBoard) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// DailyBonusOpen is one opening of the daily bonus case: at most one per
// player and UTC day, which the unique index enforces whatever the
// concurrency.
type DailyBonusOpen struct{ ent.Schema }

func (DailyBonusOpen) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (DailyBonusOpen) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("day").Immutable().Comment("UTC date, 2006-01-02"),
		field.Int("tier").Immutable().Comment("the contents tier the player's level and top-ups gave"),
		field.Int("drop_id").Immutable(),
	}
}

func (DailyBonusOpen) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable(),
		edge.To("drop", Drop.Type).Field("drop_id").Unique().Required().Immutable(),
	}
}

func (DailyBonusOpen) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "day").Unique(), index.Fields("created_at")}
}

func (DailyBonusOpen) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
