package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// LedgerEntry records one change of one balance of one user. It is written in
// the same transaction as the balance column, so the two always agree.
type LedgerEntry struct{ ent.Schema }

func (LedgerEntry) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (LedgerEntry) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Enum("currency").Values("money", "crystals", "bullets", "candies", "event", "partner").Immutable(),
		field.Int64("delta").Immutable(),
		field.Int64("balance_after").Immutable(),
		field.String("reason").NotEmpty().Immutable(),
		field.String("ref").Default("").Immutable(),
		field.String("idem_key").Unique().NotEmpty().Immutable().
			Comment("makes a retried operation write nothing twice"),
	}
}

func (LedgerEntry) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("ledger").Field("user_id").Unique().Required().Immutable(),
	}
}

func (LedgerEntry) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "currency")}
}

func (LedgerEntry) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
