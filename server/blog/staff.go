package blog

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogcategory"
	"github.com/casefront/casefront/ent/blogcomment"
	"github.com/casefront/casefront/ent/blogpost"
	"github.com/casefront/casefront/ent/blogtag"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// What staff do: publish posts, moderate comments, write posts. A back
// office will call the same.

func requireStaff(a *actor.Actor) error {
	if err := a.Require(); err != nil {
		return err
	}
	if !Staff(a) {
		return apperr.Forbidden.Msg("moderators only")
	}
	return nil
}

// PublishPost publishes a post row now, or takes it back to a draft.
func (s *Service) PublishPost(ctx context.Context, a *actor.Actor, id int, publish bool) (*ent.BlogPost, error) {
	if err := requireStaff(a); err != nil {
		return nil, err
	}
	u := s.DB.BlogPost.UpdateOneID(id)
	if publish {
		u.SetPublishedAt(s.now())
	} else {
		u.ClearPublishedAt()
	}
	p, err := u.Save(ctx)
	if ent.IsNotFound(err) {
		return nil, notFound(strconv.Itoa(id))
	}
	return p, err
}

// Moderation actions on a comment.
const (
	Publish   = "publish"
	Unpublish = "unpublish"
	Delete    = "delete"
)

// ModerateComment publishes, unpublishes or deletes any comment.
func (s *Service) ModerateComment(ctx context.Context, a *actor.Actor, id int, action string) (*Comment, error) {
	if err := requireStaff(a); err != nil {
		return nil, err
	}
	u := s.DB.BlogComment.Update().Where(blogcomment.ID(id), blogcomment.DeletedAtIsNil())
	switch action {
	case Publish:
		u.SetPublished(true)
	case Unpublish:
		u.SetPublished(false)
	case Delete:
		u.SetDeletedAt(s.now())
	default:
		return nil, apperr.Validation.Msg("action must be publish, unpublish or delete").With("field", "action")
	}
	n, err := u.Save(ctx)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, commentNotFound(id)
	}
	if action == Delete {
		c, err := s.DB.BlogComment.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &Comment{BlogComment: c}, nil
	}
	return s.Comment(ctx, a, id)
}

// PostInput is a post in one language as staff write it.
type PostInput struct {
	Slug, Lang, Title, Summary, Body, CoverImage string
	Category                                     string   // a category's slug, or none
	Tags                                         []string // tag slugs (created with the slug as name when new)
	PublishedAt                                  *time.Time
	Popularity                                   int
}

// SavePost writes the (slug, lang) row, rendering its Markdown.
func (s *Service) SavePost(ctx context.Context, a *actor.Actor, in PostInput) (*ent.BlogPost, error) {
	if err := requireStaff(a); err != nil {
		return nil, err
	}
	return s.savePost(ctx, in)
}

func (s *Service) savePost(ctx context.Context, in PostInput) (*ent.BlogPost, error) {
	in.Slug, in.Lang = strings.TrimSpace(in.Slug), strings.ToLower(strings.TrimSpace(in.Lang))
	if in.Slug == "" || strings.TrimSpace(in.Title) == "" {
		return nil, apperr.Validation.Msg("a post needs a slug and a title").With("field", "slug")
	}
	if _, err := Lang(in.Lang); err != nil || !contains(Languages, in.Lang) {
		return nil, apperr.Validation.Msg("unknown language %q", in.Lang).With("field", "lang")
	}
	html, err := Render(in.Body)
	if err != nil {
		return nil, err
	}
	var out *ent.BlogPost
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		var catID *int
		if in.Category != "" {
			c, err := tx.BlogCategory.Query().Where(blogcategory.Slug(in.Category)).Only(ctx)
			if ent.IsNotFound(err) {
				return apperr.NotFound.Msg("no category %q", in.Category).With("field", "category")
			}
			if err != nil {
				return err
			}
			catID = &c.ID
		}
		var tagIDs []int
		for _, slug := range in.Tags {
			t, err := tx.BlogTag.Query().Where(blogtag.Slug(slug)).Only(ctx)
			if ent.IsNotFound(err) {
				t, err = tx.BlogTag.Create().SetSlug(slug).SetName(slug).Save(ctx)
			}
			if err != nil {
				return err
			}
			tagIDs = append(tagIDs, t.ID)
		}
		old, err := tx.BlogPost.Query().Where(blogpost.Slug(in.Slug), blogpost.Lang(in.Lang)).Only(ctx)
		switch {
		case ent.IsNotFound(err):
			out, err = tx.BlogPost.Create().SetSlug(in.Slug).SetLang(in.Lang).SetTitle(in.Title).SetSummary(in.Summary).
				SetBody(in.Body).SetBodyHTML(html).SetCoverImage(in.CoverImage).SetNillableCategoryID(catID).
				SetNillablePublishedAt(in.PublishedAt).SetPopularity(in.Popularity).AddTagIDs(tagIDs...).Save(ctx)
		case err == nil:
			out, err = old.Update().SetTitle(in.Title).SetSummary(in.Summary).SetBody(in.Body).SetBodyHTML(html).
				SetCoverImage(in.CoverImage).SetNillableCategoryID(catID).SetNillablePublishedAt(in.PublishedAt).
				SetPopularity(in.Popularity).ClearTags().AddTagIDs(tagIDs...).Save(ctx)
		}
		return err
	})
	return out, err
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// Queue is the comments awaiting moderation on every post, oldest first.
func (s *Service) Queue(ctx context.Context, a *actor.Actor, limit int) ([]*ent.BlogComment, error) {
	if err := requireStaff(a); err != nil {
		return nil, err
	}
	return s.DB.BlogComment.Query().Where(blogcomment.Published(false), blogcomment.DeletedAtIsNil()).
		Order(ent.Asc(blogcomment.FieldCreatedAt), ent.Asc(blogcomment.FieldID)).Limit(limit).All(ctx)
}
