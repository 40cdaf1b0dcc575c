package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// LedgerEntry is one leg of a ledger transaction: one change of one account.
// The legs of a transaction share txn and sum to zero per currency (a
// player's debit is the house's credit). A player's leg is written in the
// same transaction as its account's balance, so the two always agree.
type LedgerEntry struct{ ent.Schema }

func (LedgerEntry) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (LedgerEntry) Fields() []ent.Field {
	return []ent.Field{
		field.Int("account_id").Immutable(),
		field.Int("user_id").Optional().Nillable().Immutable().Comment("the account's owner; null on a system account's leg"),
		field.String("currency").NotEmpty().Immutable().Comment("the account's currency"),
		field.Int64("delta").Immutable(),
		field.Int64("balance_after").Immutable().Comment("0 on an entry-only (system) account's leg"),
		field.String("reason").NotEmpty().Immutable(),
		field.String("ref").Default("").Immutable(),
		field.String("idem_key").Unique().NotEmpty().Immutable().
			Comment("makes a retried operation write nothing twice; the house's leg carries its transaction's key with /house"),
		field.String("txn").NotEmpty().Immutable().Comment("the ledger transaction the leg belongs to"),
	}
}

func (LedgerEntry) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("ledger").Field("user_id").Unique().Immutable(),
		edge.From("account", Account.Type).Ref("entries").Field("account_id").Unique().Required().Immutable(),
	}
}

func (LedgerEntry) Indexes() []ent.Index {
	// No index on txn or account_id: an index is written by both legs of
	// every game; verify-ledger reads the whole table anyway. The players'
	// statements need only the players' legs.
	return []ent.Index{index.Fields("user_id", "currency").Annotations(entsql.IndexWhere("user_id IS NOT NULL"))}
}

func (LedgerEntry) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
