package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PickemMatch is one match of a stage: two teams, best of N; starts_at is
// when predictions lock (checked by the server's clock); winner is the
// team an operator entered, set once.
type PickemMatch struct{ ent.Schema }

func (PickemMatch) Fields() []ent.Field {
	return []ent.Field{
		field.Int("stage_id").Immutable(),
		field.Int("tournament_id").Immutable(),
		field.String("team_a").NotEmpty().MaxLen(100),
		field.String("team_b").NotEmpty().MaxLen(100),
		field.Time("starts_at").Comment("the vote lock"),
		field.Int("best_of").Default(1).Positive(),
		field.String("winner").Optional().Nillable().MaxLen(100).Comment("team_a or team_b once entered"),
		field.Time("result_at").Optional().Nillable(),
	}
}

func (PickemMatch) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("stage", PickemStage.Type).Ref("matches").Field("stage_id").Unique().Required().Immutable(),
	}
}

func (PickemMatch) Indexes() []ent.Index {
	return []ent.Index{index.Fields("stage_id", "starts_at"), index.Fields("tournament_id", "starts_at")}
}

func (PickemMatch) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
