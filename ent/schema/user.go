package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"github.com/casefront/casefront/internal/money"
)

// User is a player, signed in with Steam. Its balances are ledger accounts
// (Account), written only by the ledger package; the generated User carries
// them as loaded fields (ent/balances.go), not columns.
type User struct{ ent.Schema }

func (User) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

// private hides a field from the generated graph; the graph exposes it through
// owner-only resolvers instead.
var private = entgql.Skip(entgql.SkipType)

func (User) Fields() []ent.Field {
	return []ent.Field{
		field.String("steam_id").Unique().NotEmpty().Annotations(private),
		field.String("nickname").Default("Player"),
		field.String("avatar").Default(""),
		field.Enum("role").Values("user", "moderator", "admin").Default("user").Annotations(private),
		field.Bool("is_demo").Default(false).Annotations(private),
		field.Bool("is_creator").Default(false),
		// Level and XP go through resolvers that honour account_level_hidden.
		field.Int64("xp").Default(0).Annotations(private),
		field.Int("level").Default(0).Annotations(private).
			Comment("the highest level whose reward the player claimed (POST /level/level-up)"),
		field.Int("level_based_on_xp").Default(0).Annotations(private).
			Comment("the level the player's XP reaches (levels.ForXP); the XP subscriber sets it"),
		field.String("tradeoffer_url").Default("").Annotations(private),
		field.Int("topups_count").Default(0).Annotations(private),
		field.Int64("topups_sum").GoType(money.Cents(0)).Default(0).Annotations(private),
		field.Int64("topups_sum_last_extra_reward").GoType(money.Cents(0)).Default(0).Annotations(private).
			Comment("topups_sum when the player last claimed an extra level reward (deposits since count for the next)"),
		field.String("country").Default(""),
		field.String("ip_country").Default("").Annotations(private),
		field.String("lang").Default("en").Annotations(private),
		field.Bool("account_level_hidden").Default(false),
		field.Bool("profile_private").Default(false).Comment("the inventory and history are the owner's only"),
		// The equipped customizations (server/customizations), one per type;
		// public, like the avatar they dress.
		field.Int("border_id").Optional().Nillable().Annotations(private),
		field.Int("hood_id").Optional().Nillable().Annotations(private),
		field.Int("avatar_id").Optional().Nillable().Annotations(private),
		field.Int("background_id").Optional().Nillable().Annotations(private),
		field.Time("self_ban_until").Optional().Nillable().Annotations(private),
		field.Time("contract_rules_accepted_at").Optional().Nillable().Annotations(private).
			Comment("when the player accepted the contract rules (POST /contract/understand)"),
		field.Time("battle_rules_accepted_at").Optional().Nillable().Annotations(private).
			Comment("when the player accepted the case battle rules (POST /case_battle/understand)"),
		field.String("partner_code").Optional().Nillable().Unique().Match(codePattern).Annotations(private).
			Comment("the code referrals sign up with (ref-{code}); upper case"),
		field.Int("referrer_id").Optional().Nillable().Annotations(private).Comment("the partner this player is a referral of"),
		field.Int64("referrals_deposited").GoType(money.Cents(0)).Default(0).Annotations(private).
			Comment("partner: what the referrals topped up in all (sets the partner level)"),
		field.Int("partner_code_saves").Default(0).Annotations(private).Comment("partner: how many times the player saved a code (limited)"),
		field.Time("referred_at").Optional().Nillable().Annotations(private).Comment("when the player became their referrer's referral"),
		field.Bool("restricted").Default(false).Comment("set by staff: the account may browse but not play").Annotations(private),
	}
}

func (User) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("drops", Drop.Type).Annotations(entgql.Skip()),
		edge.To("ledger", LedgerEntry.Type).Annotations(entgql.Skip()),
		edge.To("accounts", Account.Type).Annotations(entgql.Skip()),
		edge.To("seeds", FairSeed.Type).Annotations(entgql.Skip()),
		edge.To("upgrades", Upgrade.Type).Annotations(entgql.Skip()),
		edge.To("contracts", Contract.Type).Annotations(entgql.Skip()),
		edge.To("skin_changes", SkinChange.Type).Annotations(entgql.Skip()),
		edge.To("payments", Payment.Type).Annotations(entgql.Skip()),
		edge.To("promo_activations", PromoActivation.Type).Annotations(entgql.Skip()),
		edge.To("reward_cases", RewardCase.Type).Annotations(entgql.Skip()),
		// Skipped on both ends: who referred whom is the partner screens' (their own referrals only), never a field any viewer can walk.
		edge.To("referrals", User.Type).Annotations(entgql.Skip()).From("referrer").Field("referrer_id").Unique().Annotations(entgql.Skip()),
	}
}

func (User) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput)}
}
