package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PageNotification is an operator's global alert (spec 3 "Page
// notification: visibility, style"): a bar above every page, for everyone,
// guests or signed-in players, between starts_at and ends_at.
type PageNotification struct{ ent.Schema }

func (PageNotification) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PageNotification) Fields() []ent.Field {
	return []ent.Field{
		field.JSON("text", map[string]string{}).Comment("the text per site language; en is the fallback"),
		field.Enum("style").Values("info", "warning", "danger", "success").Default("info"),
		field.Enum("visibility").Values("all", "guests", "players").Default("all"),
		field.String("link").MaxLen(500).Default("").Comment("a site path (/fair) or an https URL; empty for none"),
		field.Time("starts_at").Optional().Nillable(),
		field.Time("ends_at").Optional().Nillable(),
		field.Bool("active").Default(true),
	}
}

func (PageNotification) Indexes() []ent.Index {
	return []ent.Index{index.Fields("active", "ends_at")}
}

func (PageNotification) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PageNotificationHide is a signed-in player's dismissal of an alert, for
// good (a guest's is kept by the browser).
type PageNotificationHide struct{ ent.Schema }

func (PageNotificationHide) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PageNotificationHide) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("notification_id").Immutable(),
	}
}

func (PageNotificationHide) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "notification_id").Unique()}
}

func (PageNotificationHide) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// ModalNotification is an operator's pop-up (spec 3 "Modal notification:
// name"), shown once to each viewer of its audience while it runs.
type ModalNotification struct{ ent.Schema }

func (ModalNotification) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (ModalNotification) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").MaxLen(100).NotEmpty().Unique().Comment("the operator's handle for it"),
		field.JSON("title", map[string]string{}).Comment("per site language; en is the fallback"),
		field.JSON("body", map[string]string{}).Comment("plain text per site language"),
		field.JSON("button", map[string]string{}).Optional().Comment("the link button's label per language"),
		field.String("image").MaxLen(500).Default(""),
		field.String("link").MaxLen(500).Default(""),
		field.Enum("audience").Values("all", "guests", "players").Default("all"),
		field.Time("starts_at").Optional().Nillable(),
		field.Time("ends_at").Optional().Nillable(),
		field.Bool("active").Default(true),
	}
}

func (ModalNotification) Indexes() []ent.Index {
	return []ent.Index{index.Fields("active", "ends_at")}
}

func (ModalNotification) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// ModalNotificationView records that a signed-in player saw a modal: once.
type ModalNotificationView struct{ ent.Schema }

func (ModalNotificationView) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (ModalNotificationView) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("modal_id").Immutable(),
	}
}

func (ModalNotificationView) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "modal_id").Unique()}
}

func (ModalNotificationView) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
