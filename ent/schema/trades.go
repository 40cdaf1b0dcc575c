package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// WithdrawalStates: queued (waiting for its job), ordering (the job is
// placing the supplier order), pending and sent (the supplier's order),
// then delivered, declined, expired (the player let the offer lapse),
// failed (the value was refunded) or canceled (the player took the item
// back: before an order was placed, or by canceling the sent offer).
var WithdrawalStates = []string{"queued", "ordering", "pending", "sent", "delivered", "declined", "expired", "failed", "canceled"}

// Withdrawal is one request to take a won item out: as the item itself,
// bought from a supplier for the player's Steam trade link (kind skin), or
// as its value paid out in crypto (kind crypto). Its state moves by
// conditional updates (server/trades/state.go), driven by a durable job.
type Withdrawal struct{ ent.Schema }

func (Withdrawal) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Withdrawal) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("drop_id").Immutable(),
		field.Enum("kind").Values("skin", "crypto").Immutable(),
		field.Enum("state").Values(WithdrawalStates...).Default("queued"),
		field.Bool("deferred").Default(false).Immutable().
			Comment("deliver later: out of stock keeps it queued and retried instead of failing"),
		field.String("client_order_id").Unique().Immutable().NotEmpty().
			Comment("our id of the order at the supplier or payout: a repeat never buys twice"),
		field.String("supplier_order_id").Default("").Comment("the supplier's id of the order"),
		field.String("tradeoffer_id").Default("").Comment("the Steam trade offer's id, once the supplier sent it"),
		field.Int64("value").GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).
			Comment("the item's value when withdrawn: the price limit at the supplier, the payout, or the refund"),
		field.Int64("paid").GoType(money.Cents(0)).Default(0).Annotations(entgql.Type("Money")).
			Comment("what the supplier charged"),
		field.String("trade_url").Default("").Immutable().Annotations(entgql.Skip()),
		field.String("crypto_type").Default("").Immutable(),
		field.String("wallet").Default("").Immutable().Annotations(entgql.Skip()),
		field.Int("attempts").Default(0).Comment("supplier calls made"),
		field.String("reason").Default("").Comment("why it is in its state: out_of_stock, price_moved, offer_declined, ..."),
		field.Time("updated_at").Default(time.Now),
		field.Time("finished_at").Optional().Nillable(),
	}
}

func (Withdrawal) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("drop", Drop.Type).Field("drop_id").Unique().Required().Immutable(),
	}
}

func (Withdrawal) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at"), index.Fields("drop_id"), index.Fields("user_id", "state", "finished_at")}
}

func (Withdrawal) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
