package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// SandboxOrder is the built-in sandbox skin marketplace's own record of a
// purchase (server/trades/sandbox): the state an outside supplier keeps on
// its side, so that its orders outlive a restart. The storefront never
// reads it; it talks to the sandbox over HTTP like to any supplier.
type SandboxOrder struct{ ent.Schema }

func (SandboxOrder) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SandboxOrder) Fields() []ent.Field {
	return []ent.Field{
		field.String("client_order_id").Unique().Immutable().NotEmpty().Comment("the storefront's id: a repeat answers this order"),
		field.String("market_hash_name").Immutable(),
		field.Int64("price").GoType(money.Cents(0)).Immutable(),
		field.Enum("status").Values("pending", "sent", "accepted", "declined", "expired", "failed", "canceled").Default("pending"),
		field.Enum("outcome").Values("accepted", "declined", "expired", "failed").Default("accepted").Immutable().
			Comment("how the order ends when nobody cancels it (a fault asks for the others)"),
		field.String("reason").Default(""),
		field.String("tradeoffer_id").Default("").Comment("the trade offer's id, once sent"),
		field.String("trade_url").Default("").Immutable(),
		field.String("callback_url").Default("").Immutable(),
		field.Time("updated_at").Default(time.Now),
	}
}

func (SandboxOrder) Indexes() []ent.Index {
	return []ent.Index{index.Fields("market_hash_name", "status"), index.Fields("status")}
}

func (SandboxOrder) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// SandboxPayout is the sandbox marketplace's record of a crypto payout.
type SandboxPayout struct{ ent.Schema }

func (SandboxPayout) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SandboxPayout) Fields() []ent.Field {
	return []ent.Field{
		field.String("client_order_id").Unique().Immutable().NotEmpty(),
		field.String("type").Immutable(),
		field.String("wallet").Immutable(),
		field.Int64("amount").GoType(money.Cents(0)).Immutable(),
	}
}

func (SandboxPayout) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
