package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// OutboxEvent is one event waiting for one durable subscriber
// (server/events): written in the transaction that emitted the event,
// delivered later by a job, marked delivered in the transaction that
// delivers it, so a crash between commit and delivery loses nothing and a
// delivery is never repeated once it committed.
type OutboxEvent struct{ ent.Schema }

func (OutboxEvent) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (OutboxEvent) Fields() []ent.Field {
	return []ent.Field{
		field.String("subscriber").Immutable().Comment("the durable subscriber's registered name"),
		field.String("kind").Immutable().Comment("the event's kind: played, deposited, item_moved, ..."),
		field.Int("user_id").Optional().Nillable().Immutable(),
		field.Bytes("payload").Immutable().Comment("the event as JSON"),
		field.Time("delivered_at").Optional().Nillable(),
	}
}

func (OutboxEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("delivered_at", "id")}
}

func (OutboxEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
