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

// Payment is one top-up through a gateway. Its status moves only forward
// (server/payments/state.go) by conditional updates; the balance is credited
// in the same transaction as the move to succeeded, once.
type Payment struct{ ent.Schema }

func (Payment) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Payment) Fields() []ent.Field {
	cents := func(name, comment string) ent.Field {
		return field.Int64(name).GoType(money.Cents(0)).Default(0).Annotations(entgql.Type("Money")).Comment(comment)
	}
	return []ent.Field{
		field.String("reference").Unique().Immutable().NotEmpty().
			Comment("public reference: what the result pages and the gateway carry"),
		field.Int("user_id").Immutable(),
		field.String("method").Immutable().Comment("spec method identifier: zen, widget, apple-pay, ..."),
		field.String("gate").Immutable().Comment("gateway codename: stripe, sandbox"),
		field.Int64("amount").GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).
			Comment("what the player asked to pay"),
		cents("paid_amount", "what the gateway reports paid (credited, whatever was asked)"),
		field.Int64("bonus_bps").Default(0).Immutable().Comment("deposit bonus reserved at creation (percent promo)"),
		field.Int("bonus_activation_id").Optional().Nillable().Immutable().Annotations(entgql.Skip()).
			Comment("the percent promo activation this payment uses"),
		cents("bonus_amount", "bonus credited on success: paid × bonus_bps, truncated"),
		cents("refunded_amount", "debited back on refund"),
		field.Enum("status").Values("created", "pending", "succeeded", "failed", "expired", "refunded").Default("created"),
		field.String("provider_ref").Default("").Annotations(entgql.Skip()).Comment("the gateway's id of the payment"),
		field.String("fingerprint").Default("").Annotations(entgql.Skip()).
			Comment("the paying card's fingerprint as the gateway reports it (one card, one value): a partner paying for their own referral"),
		field.Int("serial_number").Default(0).Comment("n for the player's n-th successful top-up; 0 until then"),
		field.Time("expires_at").Comment("unpaid by then: expired"),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

func (Payment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("payments").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("transitions", PaymentTransition.Type).Annotations(entgql.Skip()),
	}
}

func (Payment) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "created_at"),
		index.Fields("gate", "provider_ref"),
		index.Fields("status", "expires_at"),
	}
}

func (Payment) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// PaymentTransition records one move of a payment's status, with the
// gateway event that caused it. A gateway event moves a payment at most
// once (unique event key), so a replayed webhook changes nothing.
type PaymentTransition struct{ ent.Schema }

func (PaymentTransition) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PaymentTransition) Fields() []ent.Field {
	return []ent.Field{
		field.Int("payment_id").Immutable(),
		field.String("from").Immutable(),
		field.String("to").Immutable(),
		field.String("event_key").Optional().Nillable().Unique().Immutable().
			Comment("gate:event id of the webhook that caused it; nil for our own moves (expiry)"),
		field.String("reason").Default("").Immutable(),
		field.Int64("amount").GoType(money.Cents(0)).Default(0).Immutable(),
	}
}

func (PaymentTransition) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("payment", Payment.Type).Ref("transitions").Field("payment_id").Unique().Required().Immutable(),
	}
}

func (PaymentTransition) Indexes() []ent.Index {
	return []ent.Index{index.Fields("payment_id", "created_at")}
}

func (PaymentTransition) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
