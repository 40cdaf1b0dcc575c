package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// Rarities of CS2 items, lowest first; "rare" is the knife and glove tier.
var Rarities = []string{"consumer", "industrial", "milspec", "restricted", "classified", "covert", "rare"}

// CaseFamilies are the opening mechanics a case can use.
var CaseFamilies = []string{"normal", "stack", "range", "reward", "bullet", "candy", "gacha", "dota", "discovered", "dailybonus"}

// Item is one concrete market item: weapon, finish, exterior and StatTrak.
type Item struct{ ent.Schema }

func (Item) Fields() []ent.Field {
	return []ent.Field{
		field.String("market_hash_name").Unique().NotEmpty().Annotations(entgql.OrderField("MARKET_HASH_NAME")),
		field.String("static_name").NotEmpty(),
		field.String("name").NotEmpty(),
		field.String("weapon").Default(""),
		field.String("skin").Default(""),
		field.String("exterior").Default(""),
		field.Bool("stattrak").Default(false),
		field.Enum("rarity").Values(Rarities...),
		field.String("category").Default(""),
		field.Int64("price").GoType(money.Cents(0)).Annotations(entgql.OrderField("PRICE"), entgql.Type("Money")),
		field.String("image").Default("").Comment("path under ASSETS_BASE_URL").Annotations(entgql.Skip()),
		field.Int("opens_case_id").Optional().Nillable().
			Comment("a container item (category case): winning it gives a case to open from the inventory (POST /win/case/open)"),
	}
}

func (Item) Edges() []ent.Edge {
	return []ent.Edge{edge.To("opens_case", LootCase.Type).Field("opens_case_id").Unique()}
}

func (Item) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("static_name"),
		// The catalogue is listed by price (items, upgrade and changer
		// targets): a page reads its rows off this index instead of sorting
		// every item for each request.
		index.Fields("price"),
	}
}

func (Item) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// CaseGroup orders cases on the home page and in the mobile sections nav.
type CaseGroup struct{ ent.Schema }

func (CaseGroup) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Unique().NotEmpty(),
		field.Int("nav_index").Default(0),
	}
}

func (CaseGroup) Edges() []ent.Edge {
	return []ent.Edge{edge.To("cases", LootCase.Type)}
}

func (CaseGroup) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput)}
}

// LootCase is a case a player opens for a price; its items carry integer
// weights. ("case" is a Go keyword; the graph and the tables call it Case.)
type LootCase struct{ ent.Schema }

func (LootCase) Fields() []ent.Field {
	return []ent.Field{
		field.String("alias").Unique().NotEmpty().Match(aliasPattern),
		field.String("name").NotEmpty(),
		field.String("image").Default("").Comment("path under ASSETS_BASE_URL").Annotations(entgql.Skip()),
		field.Enum("family").Values(CaseFamilies...).Default("normal"),
		field.Int64("price").GoType(money.Cents(0)).Annotations(entgql.OrderField("PRICE"), entgql.Type("Money")),
		field.Int("rtp_bps").Default(0).Comment("expected return per open in basis points, from the weights"),
		field.Int64("total_weight").Default(0),
		field.Bool("enabled").Default(true),
		field.Int("sort").Default(0),
		field.Int("revision").Default(1).
			Comment("contents version: a changed catalogue adds a revision, old ones stay so old rolls verify"),
		field.Int("group_id").Optional().Nillable(),
	}
}

func (LootCase) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("group", CaseGroup.Type).Ref("cases").Field("group_id").Unique(),
		edge.To("case_items", CaseItem.Type).Annotations(entgql.Skip()),
	}
}

func (LootCase) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("cases"),
		entgql.Type("Case"),
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// CaseItem is an item in a case with its weight.
type CaseItem struct{ ent.Schema }

func (CaseItem) Fields() []ent.Field {
	return []ent.Field{
		field.Int("case_id"),
		field.Int("item_id"),
		field.Int64("weight").Positive(),
		field.Int("revision").Default(1),
	}
}

func (CaseItem) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("case", LootCase.Type).Ref("case_items").Field("case_id").Unique().Required(),
		edge.To("item", Item.Type).Field("item_id").Unique().Required(),
	}
}

func (CaseItem) Indexes() []ent.Index {
	return []ent.Index{index.Fields("case_id", "revision", "item_id").Unique()}
}

func (CaseItem) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput)}
}
