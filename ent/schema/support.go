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

// SupportTicket is a player's support request (spec 3 "Support ticket"):
// a subject, a status and its comments. Only its player and staff see it.
type SupportTicket struct{ ent.Schema }

func (SupportTicket) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SupportTicket) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable().Annotations(entgql.Skip()),
		field.String("subject").MaxLen(200),
		field.Enum("status").Values("new", "open", "pending", "solved", "closed").Default("new"),
		field.Time("updated_at").Default(time.Now).Comment("the last comment or status change"),
	}
}

func (SupportTicket) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Field("user_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("comments", SupportComment.Type).Annotations(entgql.Skip()),
		edge.To("attachments", SupportAttachment.Type).Annotations(entgql.Skip()),
	}
}

func (SupportTicket) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "updated_at"), index.Fields("status", "updated_at")}
}

func (SupportTicket) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// SupportComment is one message of a ticket: the player's or staff's.
type SupportComment struct{ ent.Schema }

func (SupportComment) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SupportComment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("ticket_id").Immutable().Annotations(entgql.Skip()),
		field.Int("user_id").Immutable().Annotations(entgql.Skip()).Comment("the ticket's player: who sees the comment"),
		field.Int("author_id").Immutable().Annotations(entgql.Skip()),
		field.Text("body").MaxLen(10000).Immutable(),
		field.Bool("is_staff").Default(false).Immutable(),
	}
}

func (SupportComment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("ticket", SupportTicket.Type).Ref("comments").Field("ticket_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.To("attachments", SupportAttachment.Type).Annotations(entgql.Skip()),
	}
}

func (SupportComment) Indexes() []ent.Index {
	return []ent.Index{index.Fields("ticket_id", "created_at")}
}

func (SupportComment) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// SupportAttachment is a file sent with a comment, kept in the file store
// under key (never a path the player chose).
type SupportAttachment struct{ ent.Schema }

func (SupportAttachment) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SupportAttachment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("ticket_id").Immutable().Annotations(entgql.Skip()),
		field.Int("comment_id").Immutable().Annotations(entgql.Skip()),
		field.Int("user_id").Immutable().Annotations(entgql.Skip()).Comment("the ticket's player"),
		field.String("key").Unique().Immutable().Annotations(entgql.Skip()),
		field.String("name").MaxLen(100).Immutable(),
		field.String("content_type").Immutable(),
		field.Int64("size").Immutable(),
	}
}

func (SupportAttachment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("ticket", SupportTicket.Type).Ref("attachments").Field("ticket_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.From("comment", SupportComment.Type).Ref("attachments").Field("comment_id").Unique().Required().Immutable().Annotations(entgql.Skip()),
	}
}

func (SupportAttachment) Indexes() []ent.Index {
	return []ent.Index{index.Fields("comment_id")}
}

func (SupportAttachment) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}
