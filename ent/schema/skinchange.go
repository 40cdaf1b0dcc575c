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

// SkinChange is one use of the skin changer: items given for one item of at
// most their value less the spread, the difference paid out as balance.
// Nothing is random here, so there is no roll.
type SkinChange struct{ ent.Schema }

func (SkinChange) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SkinChange) Fields() []ent.Field {
	cents := func(name, comment string) ent.Field {
		return field.Int64(name).GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).Comment(comment)
	}
	return []ent.Field{
		field.Int("user_id").Immutable(),
		cents("items_value", "the given items' value at their catalogue prices when changed"),
		field.Int64("spread_bps").Immutable(),
		cents("credit", "items value less the spread, truncated: what the given items are worth here"),
		field.Int("target_item_id").Immutable(),
		cents("target_price", "the target's price when changed"),
		cents("difference", "credit − target price, paid to the balance"),
		field.Int("result_drop_id").Immutable(),
	}
}

func (SkinChange) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("skin_changes").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("target", Item.Type).Field("target_item_id").Unique().Required().Immutable(),
		edge.To("result", Drop.Type).Field("result_drop_id").Unique().Required().Immutable(),
		edge.To("given", Drop.Type).Comment("the drops given up for this change"),
	}
}

func (SkinChange) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at"), index.Fields("created_at")}
}

func (SkinChange) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}
