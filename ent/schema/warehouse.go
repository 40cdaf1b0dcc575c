package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// WarehousePool is one price of the warehouse (server/warehouse): operator
// data. Opening it costs bullets and draws one of its prizes of the
// current revision.
type WarehousePool struct{ ent.Schema }

func (WarehousePool) Fields() []ent.Field {
	return []ent.Field{
		field.Int64("bullets").Unique().Positive().Comment("the price of one open"),
		field.Int("revision").Default(1).Positive().
			Comment("the prizes drawn from; a change adds prizes under a new revision, so past draws stay verifiable"),
		field.Bool("enabled").Default(true),
	}
}

func (WarehousePool) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// WarehousePrize is one item of a pool's revision with its integer weight.
type WarehousePrize struct{ ent.Schema }

func (WarehousePrize) Fields() []ent.Field {
	return []ent.Field{
		field.Int64("bullets").Immutable(),
		field.Int("revision").Immutable(),
		field.Int("item_id").Immutable(),
		field.Int64("weight").Positive().Immutable(),
	}
}

func (WarehousePrize) Indexes() []ent.Index {
	return []ent.Index{index.Fields("bullets", "revision", "item_id").Unique()}
}

func (WarehousePrize) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// WarehouseOpen records one open: the pool, the roll and the drop.
type WarehouseOpen struct{ ent.Schema }

func (WarehouseOpen) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (WarehouseOpen) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int64("bullets").Immutable(),
		field.Int("revision").Immutable(),
		field.Int("seed_id").Immutable(),
		field.Int64("nonce").Immutable(),
		field.Int64("ticket").Immutable(),
		field.Int64("total_weight").Immutable(),
		field.Int("drop_id").Immutable(),
	}
}

func (WarehouseOpen) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (WarehouseOpen) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
