package schema

import (
	"regexp"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// Promo is a promo code (and, for type promo, the data of its promo page).
// Uses are taken by a conditional update, so a code with n uses left is
// activated at most n times whatever the concurrency.
type Promo struct{ ent.Schema }

func (Promo) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Promo) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").Unique().Match(codePattern).Comment("upper case; codes are matched case-insensitively"),
		field.Enum("type").Values("partner", "money", "percent", "case", "promo"),
		field.String("group").Default("").Comment("promo pages: activations of one group count together"),
		field.Int64("amount").GoType(money.Cents(0)).Default(0).Annotations(entgql.Type("Money")).Comment("money: credited"),
		field.Int64("percent_bps").Default(0).Comment("percent: bonus on the next deposit"),
		field.Int("case_id").Optional().Nillable().Comment("case: the reward case granted"),
		field.Int("partner_id").Optional().Nillable().Annotations(entgql.Skip()).Comment("partner: whose referral the player becomes"),
		field.Int("max_uses").Default(0).Comment("0: unlimited"),
		field.Int("uses").Default(0),
		field.Int("per_user").Default(1).Comment("activations per player"),
		field.Int64("min_deposits").GoType(money.Cents(0)).Default(0).Annotations(entgql.Type("Money")).
			Comment("the player must have topped up at least this much"),
		field.Enum("cooldown").Values("none", "today", "month", "twice", "twice_today").Default("none").
			Comment("how often a player may activate codes of this cooldown kind"),
		field.Time("starts_at").Optional().Nillable(),
		field.Time("ends_at").Optional().Nillable(),
		field.JSON("data", map[string]string{}).Optional().Annotations(entgql.Skip()).
			Comment("promo page content: title, text, image, ..."),
	}
}

func (Promo) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("activations", PromoActivation.Type).Annotations(entgql.Skip()),
	}
}

func (Promo) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PromoActivation is one activation of a promo code by a player.
type PromoActivation struct{ ent.Schema }

func (PromoActivation) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PromoActivation) Fields() []ent.Field {
	return []ent.Field{
		field.Int("promo_id").Immutable(),
		field.Int("user_id").Immutable(),
		field.String("code").Immutable(),
		field.Enum("type").Values("partner", "money", "percent", "case", "promo").Immutable(),
		field.String("cooldown").Default("none").Immutable(),
		field.Int64("amount").GoType(money.Cents(0)).Default(0).Immutable().Annotations(entgql.Type("Money")),
		field.Int64("percent_bps").Default(0).Immutable(),
		field.Int("case_id").Optional().Nillable().Immutable(),
		field.Enum("state").Values("active", "used", "replaced").Default("used").
			Comment("percent: active until a deposit uses it; others: used at once"),
		field.Int("payment_id").Optional().Nillable().Comment("percent: the deposit that used it"),
	}
}

func (PromoActivation) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("promo", Promo.Type).Ref("activations").Field("promo_id").Unique().Required().Immutable(),
		edge.From("user", User.Type).Ref("promo_activations").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
	}
}

func (PromoActivation) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at"), index.Fields("user_id", "promo_id"), index.Fields("user_id", "state")}
}

func (PromoActivation) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// codePattern is the form of promo and partner codes: stored upper case, so
// that matching a typed code (upper-cased) is one index lookup.
var codePattern = regexp.MustCompile(`^[A-Z0-9_-]{1,64}$`)
