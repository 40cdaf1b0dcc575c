package blog

import (
	"context"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogcomment"
	"github.com/casefront/casefront/ent/blogpost"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/nodes"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Views registers who sees the blog's nodes: categories, tags and banners
// anyone; a post once published (a draft: staff); a comment once published
// (pending: its author and staff), never once deleted.
func (s *Service) Views(v *nodes.Views) {
	public := func(_ context.Context, _ *actor.Actor, n ent.Noder, _ int) (ent.Noder, error) { return n, nil }
	v.Public(&ent.BlogCategory{}, public)
	v.Public(&ent.BlogTag{}, public)
	v.Public(&ent.BlogBanner{}, public)
	v.Public(&ent.BlogPost{}, nodes.Typed(func(ctx context.Context, a *actor.Actor, p *ent.BlogPost, _ int) (*ent.BlogPost, error) {
		if Staff(a) {
			return p, nil
		}
		// The node holds only the columns its query asked for: read when
		// it is published from the row.
		row, err := s.DB.BlogPost.Query().Where(blogpost.ID(p.ID)).Select(blogpost.FieldPublishedAt).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, nil
		} else if err != nil {
			return nil, err
		}
		if row.PublishedAt != nil && !row.PublishedAt.After(s.now()) {
			return p, nil
		}
		return nil, nil
	}))
	v.Owned(&ent.BlogComment{}, blogcomment.Table, nodes.Typed(func(ctx context.Context, a *actor.Actor, c *ent.BlogComment, owner int) (*ent.BlogComment, error) {
		// As for posts, the state comes from the row, not the node.
		row, err := s.DB.BlogComment.Query().Where(blogcomment.ID(c.ID)).
			Select(blogcomment.FieldPublished, blogcomment.FieldDeletedAt).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, nil
		} else if err != nil {
			return nil, err
		}
		if row.DeletedAt == nil && (row.Published || a.Is(owner) || Staff(a)) {
			return c, nil
		}
		return nil, nil
	}))
}
