package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// PickemTournament is one pick'em event (server/pickem): players predict its
// matches between starts_at and ends_at; its page is pick-em/{slug}.
type PickemTournament struct{ ent.Schema }

func (PickemTournament) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PickemTournament) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").Unique().NotEmpty().MaxLen(64),
		field.String("name").NotEmpty().MaxLen(200),
		field.Time("starts_at"),
		field.Time("ends_at"),
		field.String("prize_description").Default("").MaxLen(500).Comment("what the prizes are, for people"),
	}
}

func (PickemTournament) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("stages", PickemStage.Type),
		edge.To("prizes", PickemPrize.Type),
	}
}

func (PickemTournament) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
