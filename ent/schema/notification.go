package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Notification is one in-site notice to a player (the header's bell):
// written by the notifications domain's outbox subscribers, read and
// marked read by its player only (server/notifications).
type Notification struct{ ent.Schema }

func (Notification) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Notification) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable().Annotations(entgql.Skip()),
		field.String("kind").Immutable().Comment("withdrawal_sent, battle_started, support_reply, level_reward, ..."),
		field.JSON("params", map[string]string{}).Immutable().Annotations(entgql.Skip()).
			Comment("the message's ICU parameters"),
		field.String("url").Default("").Immutable().Comment("the client path the notice links to"),
		field.String("dedup_key").Unique().Immutable().Annotations(entgql.Skip()).
			Comment("what the notice is about, so one cause notifies once"),
		field.Time("read_at").Optional().Nillable(),
	}
}

func (Notification) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
	}
}

func (Notification) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "read_at"), index.Fields("created_at")}
}

func (Notification) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}
