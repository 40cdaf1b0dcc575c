package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// FairSeed is a provably-fair seed pair. The server seed stays secret while
// active; rotating reveals it so every roll made with it can be verified.
type FairSeed struct{ ent.Schema }

func (FairSeed) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (FairSeed) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("server_seed").Sensitive().Immutable().Annotations(entgql.Skip()),
		field.String("server_seed_hash").Immutable(),
		field.String("client_seed").NotEmpty().MaxLen(64),
		field.Int64("nonce").Default(0),
		field.Bool("active").Default(true),
		field.Time("revealed_at").Optional().Nillable(),
	}
}

func (FairSeed) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("seeds").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
	}
}

func (FairSeed) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "active")}
}

func (FairSeed) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput)}
}
