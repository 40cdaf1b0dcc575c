package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// TaskKinds are what a task counts (server/tasks, docs/tasks.md names the
// event that moves each).
var TaskKinds = []string{"open_cases", "win_battle", "deposit", "upgrade", "reach_level", "email_subscribe", "connect_service"}

// Task is one task players complete by playing (server/tasks): operator
// data. Its steps are counted by subscribers to the games' and payments'
// events; its reward is paid once, on the player's claim.
type Task struct{ ent.Schema }

func (Task) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Unique().NotEmpty(),
		field.Enum("kind").Values(TaskKinds...),
		field.String("service").Default("").Comment("connect_service: twitter, discord, youtube or telegrambot"),
		field.Int64("target").Positive().
			Comment("steps to complete: cases, battles won, cents deposited, upgrades, the level; 1 for email and services"),
		field.Int64("reward_bullets").Default(0).NonNegative(),
		field.Int64("reward_balance").GoType(money.Cents(0)).Default(0).Comment("cents"),
		field.Int64("reward_crystals").Default(0).NonNegative(),
		field.String("reward_case_alias").Default("").Comment("a reward case granted with it; empty: none"),
		field.Int("sort").Default(0),
		field.Bool("enabled").Default(true),
	}
}

func (Task) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// TaskProgress is one player's steps on one task: completed once the steps
// reach the target, claimed once (conditional updates).
type TaskProgress struct{ ent.Schema }

func (TaskProgress) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("task_id").Immutable(),
		field.Int64("step").Default(0),
		field.Time("completed_at").Optional().Nillable(),
		field.Time("claimed_at").Optional().Nillable(),
	}
}

func (TaskProgress) Edges() []ent.Edge {
	return []ent.Edge{edge.To("task", Task.Type).Field("task_id").Unique().Required().Immutable()}
}

func (TaskProgress) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "task_id").Unique()}
}

func (TaskProgress) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
