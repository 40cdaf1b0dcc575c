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

// ContractOutcome is one line of a contract's published outcome table: the
// item, its price when played and its tickets [From, To) on 0..999,999.
type ContractOutcome struct {
	ItemID int         `json:"item_id"`
	Price  money.Cents `json:"price"`
	From   int64       `json:"from"`
	To     int64       `json:"to"`
}

// Contract is one play of the contract game: 3 to 10 items (and optionally
// bullets) given for one item drawn from an outcome table derived from the
// stake, with the provably-fair roll that drew it.
type Contract struct{ ent.Schema }

func (Contract) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Contract) Fields() []ent.Field {
	cents := func(name, comment string) ent.Field {
		return field.Int64(name).GoType(money.Cents(0)).Immutable().Annotations(entgql.Type("Money")).Comment(comment)
	}
	return []ent.Field{
		field.Int("user_id").Immutable(),
		cents("items_value", "the given items' value at their catalogue prices when played"),
		field.Int64("bullets").Immutable().Comment("bullets added to the stake"),
		cents("stake", "items + bullets, in cents"),
		field.Enum("mode").Values("safe", "normal", "risky").Immutable(),
		field.String("weapon").Default("").Immutable().Comment("outcomes narrowed to this weapon; empty: any"),
		field.Int64("house_edge_bps").Immutable(),
		cents("expected_value", "the table's expected value: at most stake × (1 − house edge)"),
		field.JSON("outcomes", []ContractOutcome{}).Immutable().Annotations(entgql.Skip()).
			Comment("the outcome table the roll was mapped on, cheapest first"),
		field.Int("seed_id").Immutable().Annotations(entgql.Skip()),
		field.Int64("nonce").Immutable(),
		field.Int64("ticket").Immutable().Comment("the roll mapped onto [0, 1,000,000)"),
		field.Int("result_drop_id").Immutable(),
	}
}

func (Contract) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("contracts").Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("seed", FairSeed.Type).Field("seed_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("result", Drop.Type).Field("result_drop_id").Unique().Required().Immutable(),
		edge.To("given", Drop.Type).Comment("the drops given up for this contract"),
	}
}

func (Contract) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (Contract) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}
