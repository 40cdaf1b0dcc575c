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

// PartnerEarning is what one referral deposit earned its partner: the
// partner-balance ledger row's story (deposit, share at the level then),
// and its clawback when the deposit is refunded or charged back.
type PartnerEarning struct{ ent.Schema }

func (PartnerEarning) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PartnerEarning) Fields() []ent.Field {
	return []ent.Field{
		field.Int("partner_id").Immutable(),
		field.Int("referral_id").Immutable(),
		field.String("deposit_ref").Unique().Immutable().NotEmpty().Comment("the deposit's ledger reference: a deposit earns once"),
		field.Int64("deposit").GoType(money.Cents(0)).Immutable(),
		field.Int64("share_bps").Immutable().Comment("the partner's level's share when the deposit settled"),
		field.Int64("amount").GoType(money.Cents(0)).Immutable().Comment("credited to the partner balance"),
		field.Time("clawed_back_at").Optional().Nillable().Comment("the deposit was refunded or charged back"),
	}
}

func (PartnerEarning) Indexes() []ent.Index {
	return []ent.Index{index.Fields("partner_id", "created_at"), index.Fields("partner_id", "referral_id")}
}

func (PartnerEarning) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PartnerTransfer is a movement out of the partner balance: to the money
// balance, a crypto payout (driven by a durable job, refunded on failure)
// or a partner shop purchase.
type PartnerTransfer struct{ ent.Schema }

func (PartnerTransfer) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PartnerTransfer) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Enum("kind").Values("balance", "crypto", "shop").Immutable(),
		field.Int64("amount").GoType(money.Cents(0)).Immutable(),
		field.Enum("state").Values("pending", "done", "failed").Default("pending"),
		field.String("coin").Default("").Immutable(),
		field.String("wallet").Default("").Immutable(),
		field.Int("item_id").Optional().Nillable().Immutable(),
		field.Int("drop_id").Optional().Nillable(),
		field.String("client_order_id").Unique().Immutable().NotEmpty().Comment("our id at the payout: a repeat never pays twice"),
		field.String("payout_id").Default("").Comment("the payout's id at the supplier"),
		field.Int("attempts").Default(0),
		field.String("reason").Default(""),
		field.Time("updated_at").Default(time.Now),
	}
}

func (PartnerTransfer) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (PartnerTransfer) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
