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

// Upgrade is one play of the upgrade game: what was staked, for which
// target, at which chance, and the provably-fair roll that decided it.
type Upgrade struct{ ent.Schema }

func (Upgrade) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Upgrade) Fields() []ent.Field {
	cents := func(name, comment string) ent.Field {
		return field.Int64(name).GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).Comment(comment)
	}
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("target_item_id").Immutable(),
		cents("target_price", "the target's price when played"),
		cents("items_value", "the staked items' value at their catalogue prices when played"),
		field.Int64("bullets").Immutable().Comment("bullets staked"),
		cents("balance_amount", "balance staked"),
		cents("stake", "items + bullets + balance, in cents"),
		field.Int64("chance").Immutable().Comment("millionths"),
		field.Int64("house_edge_bps").Immutable(),
		field.Enum("mode").Values("low", "high").Immutable(),
		field.Int("seed_id").Immutable().Annotations(entgql.Skip()),
		field.Int64("nonce").Immutable(),
		field.Int64("ticket").Immutable().Comment("the roll mapped onto [0, 1,000,000)"),
		field.Bool("won").Immutable(),
		field.Int("result_drop_id").Optional().Nillable().Immutable(),
	}
}

func (Upgrade) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("upgrades").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("target", Item.Type).Field("target_item_id").Unique().Required().Immutable(),
		edge.To("seed", FairSeed.Type).Field("seed_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("result", Drop.Type).Field("result_drop_id").Unique().Immutable(),
		edge.To("staked", Drop.Type).Comment("the drops given up for this play"),
	}
}

func (Upgrade) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (Upgrade) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}
