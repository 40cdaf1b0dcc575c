package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// RewardCase is one free case granted to a player (a promo code of type
// case, a level, a task), kept until the player opens it through the reward
// family. It moves from available to opened once, by a conditional update.
type RewardCase struct{ ent.Schema }

func (RewardCase) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (RewardCase) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("case_id").Immutable(),
		field.Enum("source").Values("promo", "level", "task", "staff", "boost", "gabenstore", "pickem", "season").Immutable(),
		field.String("source_ref").Default("").Immutable().Comment("what granted it: promo_activation:12, level:5, drop:77 (a drop boost), ..."),
		field.Enum("state").Values("available", "opened").Default("available"),
		field.Int("drop_id").Optional().Nillable().Comment("the drop it opened into"),
		field.Time("opened_at").Optional().Nillable(),
	}
}

func (RewardCase) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("reward_cases").Field("user_id").Unique().Required().Immutable(),
		edge.To("case", LootCase.Type).Field("case_id").Unique().Required().Immutable(),
	}
}

func (RewardCase) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "state", "case_id")}
}

func (RewardCase) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
