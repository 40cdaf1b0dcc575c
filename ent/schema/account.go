package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Account is one balance: an owner's holding of one currency. Players and
// partners own accounts (owner_id set, one per currency); the house owns a
// system account per currency, known by its name ("house:money"). A new
// currency is a new house account (data), not a column.
//
// Player and partner accounts keep a balance, moved by a conditional update
// (never below zero). System accounts are entry-only: their balance column
// stays 0 and what they hold is the sum of their entries, so that the house
// side of every game is an INSERT and never a row every opening would wait on.
type Account struct{ ent.Schema }

func (Account) Fields() []ent.Field {
	return []ent.Field{
		field.Int("owner_id").Optional().Nillable().Immutable().Comment("the player or partner; null for a system account"),
		field.String("kind").NotEmpty().Immutable().Comment("player, partner or house"),
		field.String("name").Optional().Nillable().Unique().Immutable().Comment("a system account's well-known name (house:money)"),
		field.String("currency").NotEmpty().Immutable(),
		field.Int64("balance").Default(0).Comment("0 on entry-only (system) accounts"),
	}
}

func (Account) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("owner", User.Type).Ref("accounts").Field("owner_id").Unique().Immutable(),
		edge.To("entries", LedgerEntry.Type).Annotations(entgql.Skip()),
	}
}

func (Account) Indexes() []ent.Index {
	return []ent.Index{index.Fields("owner_id", "currency").Unique()}
}

func (Account) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
