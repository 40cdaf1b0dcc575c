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

// TopDrop is the rolling table of the dearest wins (server/topdrops): the
// drop writer adds a counted win when it enters its hour's top, a periodic
// job trims each hour to its top and drops the hours that have left the
// window, keeping the all-time best. /top and /most_expensive_win read it
// instead of the drops.
type TopDrop struct{ ent.Schema }

func (TopDrop) Fields() []ent.Field {
	return []ent.Field{
		field.Int("drop_id").Unique().Immutable(),
		field.Int64("price").GoType(money.Cents(0)).Immutable(),
		field.Time("bucket").Immutable().Comment("the hour (UTC) the win shows on the feed"),
		field.Time("at").Immutable().Comment("when the win shows on the feed (the drop's feed_at)"),
	}
}

func (TopDrop) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("drop", Drop.Type).Field("drop_id").Unique().Required().Immutable(),
	}
}

func (TopDrop) Indexes() []ent.Index {
	return []ent.Index{index.Fields("bucket", "price"), index.Fields("price")}
}

func (TopDrop) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
