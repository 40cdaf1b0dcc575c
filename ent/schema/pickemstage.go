package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PickemStage is one stage of a pick'em tournament (group, playoffs), in
// sort order; the last one is the final. results_complete is set once, by
// the result that completes its last match, in the transaction that enqueues
// its scoring job; scored_at when that job scored it.
type PickemStage struct{ ent.Schema }

func (PickemStage) Fields() []ent.Field {
	return []ent.Field{
		field.Int("tournament_id").Immutable(),
		field.Enum("kind").Values("group", "playoffs"),
		field.String("name").NotEmpty().MaxLen(100),
		field.Int("sort").Default(0),
		field.Int("points").Default(1).Positive().Comment("points per correct prediction"),
		field.Bool("results_complete").Default(false),
		field.Time("scored_at").Optional().Nillable(),
	}
}

func (PickemStage) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("tournament", PickemTournament.Type).Ref("stages").Field("tournament_id").Unique().Required().Immutable(),
		edge.To("matches", PickemMatch.Type),
	}
}

func (PickemStage) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tournament_id", "sort")}
}

func (PickemStage) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
