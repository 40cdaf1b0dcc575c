package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"github.com/casefront/casefront/internal/money"
)

// SandboxPayment is the built-in sandbox PSP's own record of a payment: the
// state an outside payment service would keep on its side. The storefront
// never reads it; it talks to the sandbox over HTTP like to any gateway.
type SandboxPayment struct{ ent.Schema }

func (SandboxPayment) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SandboxPayment) Fields() []ent.Field {
	return []ent.Field{
		field.String("ref").Unique().Immutable().NotEmpty().Comment("the PSP's payment id"),
		field.String("merchant_reference").Immutable().Comment("the storefront's reference"),
		field.String("method").Immutable(),
		field.Int64("amount").GoType(money.Cents(0)).Immutable(),
		field.Int64("paid_amount").GoType(money.Cents(0)).Default(0),
		field.String("card_fingerprint").Default("").Comment("the paying card's fingerprint, from the number entered on approval: one card, one value"),
		field.Enum("status").Values("created", "pending", "succeeded", "failed", "expired", "refunded").Default("created"),
		field.String("callback_url").Immutable(),
		field.String("success_url").Immutable(),
		field.String("fail_url").Immutable(),
		field.String("pending_url").Immutable(),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

func (SandboxPayment) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
