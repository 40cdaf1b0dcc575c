package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ConsentRecord is one consent choice a signed-in player made (server/tracking):
// rows are only added, so each change is kept with its time; the latest is
// the player's consent.
type ConsentRecord struct{ ent.Schema }

func (ConsentRecord) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Bool("analytics").Immutable(),
		field.Bool("marketing").Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

func (ConsentRecord) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at")}
}

func (ConsentRecord) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// AnalyticsEvent is one tracked event waiting for its player's client
// (server/tracking): written in the transaction of what it tracks, handed
// out once (delivered_at set by a conditional update).
type AnalyticsEvent struct{ ent.Schema }

func (AnalyticsEvent) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Enum("kind").Values("deposit", "sign_up", "first_case_open").Immutable(),
		field.String("key").Unique().Immutable().Comment("what it tracks, once: deposit:PAYMENT, sign_up:USER, first_case_open:USER"),
		field.JSON("params", map[string]any{}).Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("delivered_at").Optional().Nillable(),
	}
}

func (AnalyticsEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "delivered_at")}
}

func (AnalyticsEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PageView counts the client's navigations to one path on one day (GET
// /go{path}), added to in batches.
type PageView struct{ ent.Schema }

func (PageView) Fields() []ent.Field {
	return []ent.Field{
		field.String("path").MaxLen(200).Immutable(),
		field.String("day").MaxLen(10).Immutable().Comment("UTC, 2006-01-02"),
		field.Int64("count").Default(0),
	}
}

func (PageView) Indexes() []ent.Index {
	return []ent.Index{index.Fields("day", "path").Unique()}
}

func (PageView) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// ClickID is a campaign click id a visitor landed with (GET /clickids/add/),
// bound to the player who signs up or starts a deposit within a day.
type ClickID struct{ ent.Schema }

func (ClickID) Fields() []ent.Field {
	return []ent.Field{
		field.String("source").MaxLen(16).Immutable().Comment("gclid, fbclid, ttclid, ..."),
		field.String("click_id").MaxLen(255).Immutable(),
		field.String("token").Unique().Immutable().Sensitive().Comment("the visitor's cookie"),
		field.Int("user_id").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("bound_at").Optional().Nillable(),
	}
}

func (ClickID) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id")}
}

func (ClickID) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Rating is a player's rating of the service (POST /rate): one per player,
// updated when they rate again.
type Rating struct{ ent.Schema }

func (Rating) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Unique().Immutable(),
		field.Int("stars").Range(1, 5),
		field.String("comment").Default("").MaxLen(500),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("updated_at").Default(time.Now),
	}
}

func (Rating) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
