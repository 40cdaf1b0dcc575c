package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// PushSubscription is one browser's Web Push subscription (server/push): a
// player has one per device. The endpoint is the push service's address of
// that browser, so it is unique: registered again by another player, the
// row moves to them.
type PushSubscription struct{ ent.Schema }

func (PushSubscription) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PushSubscription) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id"),
		field.String("endpoint").MaxLen(2048).Unique(),
		field.String("p256dh").MaxLen(128).Comment("the browser's P-256 public key, base64url"),
		field.String("auth").MaxLen(64).Comment("the browser's auth secret, base64url"),
		field.Time("last_used_at").Default(time.Now).Comment("the last registration or delivered push"),
	}
}

func (PushSubscription) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Annotations(entgql.Skip()),
	}
}

func (PushSubscription) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id")}
}

func (PushSubscription) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PushMute is a kind of push a player switched off (server/push): no row,
// the kind is on.
type PushMute struct{ ent.Schema }

func (PushMute) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PushMute) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("kind").MaxLen(40).Immutable(),
	}
}

func (PushMute) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
	}
}

func (PushMute) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "kind").Unique()}
}

func (PushMute) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
