package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SiteEvent is an event the whole site runs (spec 3 "Event: type
// (gabenstore or site_event), name, finish_at"): a season of the event
// store, or a site event whose name may be a seasonal theme (spec 1). It
// runs from starts_at until finish_at or until an operator ends it.
type SiteEvent struct{ ent.Schema }

func (SiteEvent) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SiteEvent) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("type").Values("gabenstore", "site_event"),
		field.String("name").MaxLen(64).NotEmpty().Comment("a theme name (halloween-2025, new-year-2025, ...) or the operator's name for it"),
		field.Time("starts_at"),
		field.Time("finish_at").Comment("when it ends by itself"),
		field.Time("ended_at").Optional().Nillable().Comment("set when an operator ended it early"),
	}
}

func (SiteEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("finish_at")}
}

func (SiteEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
