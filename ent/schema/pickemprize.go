package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// PickemPrize is what the ranks rank_from..rank_to of a tournament win:
// money (cents), a reward case, crystals, or several of them.
type PickemPrize struct{ ent.Schema }

func (PickemPrize) Fields() []ent.Field {
	return []ent.Field{
		field.Int("tournament_id").Immutable(),
		field.Int("rank_from").Positive(),
		field.Int("rank_to").Positive(),
		field.Int64("money").Default(0).NonNegative().Comment("cents"),
		field.Int("case_id").Optional().Nillable(),
		field.Int64("crystals").Default(0).NonNegative(),
	}
}

func (PickemPrize) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("tournament", PickemTournament.Type).Ref("prizes").Field("tournament_id").Unique().Required().Immutable(),
	}
}

func (PickemPrize) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
