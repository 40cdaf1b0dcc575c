package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PickemPayout is one winner's prize, written in the transaction that pays
// it (ledger keys pickem:prize:<tournament>:<user>); unique per tournament
// and player, so a retried or re-run payout job pays nobody twice.
type PickemPayout struct{ ent.Schema }

func (PickemPayout) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PickemPayout) Fields() []ent.Field {
	return []ent.Field{
		field.Int("tournament_id").Immutable(),
		field.Int("user_id").Immutable(),
		field.Int("rank").Immutable(),
		field.Int("points").Immutable(),
		field.Int64("money").Default(0).Immutable(),
		field.Int("case_id").Optional().Nillable().Immutable(),
		field.Int64("crystals").Default(0).Immutable(),
	}
}

func (PickemPayout) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tournament_id", "user_id").Unique(), index.Fields("user_id")}
}

func (PickemPayout) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
