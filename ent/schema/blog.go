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

// The blog (server/blog): posts, one row per post and language, with a
// category, tags and comments; banners by audience and place. Every type is
// named Blog* so the blog's tables stay apart from other domains'.

// blogGQL is what entgql generates of a blog type: the node and its fields,
// no inputs (the blog service is the only writer).
func blogGQL() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput,
			entgql.SkipOrderField),
	}
}

// BlogCategory groups posts; the default category is the list's first tab.
type BlogCategory struct{ ent.Schema }

func (BlogCategory) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").Unique().NotEmpty().MaxLen(64),
		field.Bool("is_default").Default(false),
		field.JSON("names", map[string]string{}).Optional().Annotations(entgql.Skip()).
			Comment("the tab's name by language; en is the fallback"),
		field.Int("position").Default(0),
	}
}

func (BlogCategory) Edges() []ent.Edge {
	return []ent.Edge{edge.To("posts", BlogPost.Type).Annotations(entgql.Skip())}
}

func (BlogCategory) Annotations() []schema.Annotation { return blogGQL() }

// BlogTag labels posts (many to many).
type BlogTag struct{ ent.Schema }

func (BlogTag) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").Unique().NotEmpty().MaxLen(64),
		field.String("name").NotEmpty().MaxLen(64),
	}
}

func (BlogTag) Edges() []ent.Edge {
	return []ent.Edge{edge.From("posts", BlogPost.Type).Ref("tags").Annotations(entgql.Skip())}
}

func (BlogTag) Annotations() []schema.Annotation { return blogGQL() }

// BlogPost is one post in one language: (slug, lang) is unique, a language
// without its own row reads the en one. The body is Markdown; body_html is
// its sanitised rendering, written with it, so a read never renders.
type BlogPost struct{ ent.Schema }

func (BlogPost) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (BlogPost) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").NotEmpty().MaxLen(128),
		field.String("lang").NotEmpty().MaxLen(8),
		field.String("title").NotEmpty().MaxLen(200),
		field.String("summary").Default("").MaxLen(500),
		field.Text("body").Annotations(entgql.Skip()).Comment("Markdown as written"),
		field.Text("body_html").Comment("body rendered and sanitised"),
		field.String("cover_image").Default(""),
		field.Int("category_id").Optional().Nillable(),
		field.Time("published_at").Optional().Nillable().Comment("unset: a draft, seen by staff alone"),
		field.Int("popularity").Default(0),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

func (BlogPost) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("category", BlogCategory.Type).Ref("posts").Field("category_id").Unique(),
		edge.To("tags", BlogTag.Type),
		edge.To("comments", BlogComment.Type).Annotations(entgql.Skip()),
	}
}

func (BlogPost) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("slug", "lang").Unique(),
		index.Fields("lang", "published_at"),
	}
}

func (BlogPost) Annotations() []schema.Annotation { return blogGQL() }

// BlogBanner is a banner of the blog's list or post page, for signed-in
// visitors or anonymous ones.
type BlogBanner struct{ ent.Schema }

func (BlogBanner) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("auth_type").Values("authorized", "unauthorized"),
		field.Enum("place_type").Values("blog_list", "blog_post"),
		field.String("lang").Default("").MaxLen(8).Comment("empty: every language"),
		field.String("title").NotEmpty().MaxLen(200),
		field.String("text").Default("").MaxLen(500),
		field.String("link").Default("").MaxLen(500),
		field.String("image").Default(""),
		field.Int("position").Default(0),
		field.Bool("enabled").Default(true),
	}
}

func (BlogBanner) Annotations() []schema.Annotation { return blogGQL() }

// BlogComment is a player's comment on a post, or a reply (parent_id). It
// waits for moderation (published false) until staff publish it; its author
// sees it meanwhile. A deleted comment keeps its row (deleted_at) so its
// replies keep their place.
type BlogComment struct{ ent.Schema }

func (BlogComment) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (BlogComment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("post_id").Immutable(),
		field.Int("user_id").Immutable().Annotations(entgql.Skip()),
		field.Int("parent_id").Optional().Nillable().Immutable(),
		field.Text("body").Comment("plain text; links are shown inert"),
		field.Bool("published").Default(false),
		field.Int("reactions_count").Default(0),
		field.Time("deleted_at").Optional().Nillable().Annotations(entgql.Skip()),
	}
}

func (BlogComment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("post", BlogPost.Type).Ref("comments").Field("post_id").Unique().Required().Immutable().
			Annotations(entgql.Skip()),
		edge.To("reactions", BlogReaction.Type).Annotations(entgql.Skip()),
	}
}

func (BlogComment) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("post_id", "published", "created_at"),
		index.Fields("user_id", "created_at"),
	}
}

func (BlogComment) Annotations() []schema.Annotation { return blogGQL() }

// BlogReaction is one player's reaction of one type to a comment: unique,
// so a reaction is added once however many requests race.
type BlogReaction struct{ ent.Schema }

func (BlogReaction) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (BlogReaction) Fields() []ent.Field {
	return []ent.Field{
		field.Int("comment_id").Immutable(),
		field.Int("user_id").Immutable(),
		field.String("type").NotEmpty().MaxLen(16).Immutable(),
	}
}

func (BlogReaction) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("comment", BlogComment.Type).Ref("reactions").Field("comment_id").Unique().Required().Immutable(),
	}
}

func (BlogReaction) Indexes() []ent.Index {
	return []ent.Index{index.Fields("comment_id", "user_id", "type").Unique()}
}

func (BlogReaction) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
