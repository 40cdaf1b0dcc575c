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

// DropStates: a win starts active (in the inventory) and ends sold, staked
// in an upgrade (upgraded), given to a contract (contracted) or the skin
// changer (changed), opened (a won case, POST /win/case/open), used (a drop
// boost turned into its free plays), or goes through the withdrawal states
// (server/trades): active is "available"; reserved (held for a withdrawal),
// accepted (handed to the supplier or the payout), then delivered, back to
// active (offer declined or expired: "declined" is kept for old rows) or
// failed (the supplier could not deliver: its value was refunded); swapped
// (exchanged for another item of similar value).
var DropStates = []string{"active", "sold", "reserved", "accepted", "swapped", "declined", "upgraded", "contracted", "changed", "opened", "used", "delivered", "failed"}

// Drop is an item a player won, with the roll that produced it.
type Drop struct{ ent.Schema }

func (Drop) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Drop) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("item_id").Immutable(),
		field.Int("case_id").Optional().Nillable().Immutable(),
		field.Int("case_revision").Default(1).Immutable().Comment("the contents revision the roll was mapped on"),
		field.Enum("state").Values(DropStates...).Default("active"),
		field.Int64("price").GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).
			Comment("the item's price when won; selling credits exactly this"),
		field.Int("seed_id").Optional().Nillable().Immutable().Annotations(entgql.Skip()).
			Comment("the seed of the roll that produced it; none for an item taken in the skin changer"),
		field.Int64("nonce").Immutable(),
		field.Int("cursor").Default(0).Immutable(),
		field.Int64("ticket").Immutable(),
		field.String("roll").Default("").Immutable().
			Comment("how the family reshaped the case's table for this roll (cases.Shape): \"\" as is, range:MIN-MAX, gacha:pity, dota:MISSES, daily:TIER; range and daily end in @SHA256, the price snapshot they filtered on"),
		field.Time("sold_at").Optional().Nillable(),
		field.Time("state_at").Optional().Nillable().Annotations(entgql.Skip()).
			Comment("when the state last moved through a withdrawal or a swap (server/trades)"),
		field.Time("feed_at").Optional().Nillable().Immutable().Annotations(entgql.Skip()).
			Comment("when the live feed may show this win: after the player's roulette has stopped"),
	}
}

func (Drop) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("drops").Field("user_id").Unique().Required().Immutable(),
		edge.To("item", Item.Type).Field("item_id").Unique().Required().Immutable(),
		edge.To("case", LootCase.Type).Field("case_id").Unique().Immutable(),
		edge.To("seed", FairSeed.Type).Field("seed_id").Unique().Immutable().Annotations(entgql.Skip()),
	}
}

func (Drop) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "state"), index.Fields("feed_at"),
		// A case's recent drops (GET /case/drop).
		index.Fields("case_id", "feed_at"),
		// A profile's best drops (GET /user/{id}/top).
		index.Fields("user_id", "price")}
}

func (Drop) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// DropTransition records every state move of a drop, from its one writer
// (inventory.Move): from, to, the cause (sold, upgrade, contract, change,
// withdrawal, swap, opened, ...) and what caused it (ref: "upgrade:12",
// "withdrawal:5"), so "where did this item go" always has an answer.
type DropTransition struct{ ent.Schema }

func (DropTransition) Fields() []ent.Field {
	return []ent.Field{
		field.Int("drop_id").Immutable(),
		field.Int("user_id").Immutable(),
		field.Int("withdrawal_id").Optional().Nillable().Immutable(),
		field.String("from").Immutable(),
		field.String("to").Immutable(),
		field.String("reason").Immutable(),
		field.String("ref").Default("").Immutable().
			Comment("the record that caused the move: upgrade:ID, contract:ID, change:ID, withdrawal:ID, drop:ID (a swap's new drop)"),
		field.Time("at").Immutable(),
	}
}

func (DropTransition) Indexes() []ent.Index {
	return []ent.Index{index.Fields("drop_id", "at"), index.Fields("user_id", "at")}
}

func (DropTransition) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
