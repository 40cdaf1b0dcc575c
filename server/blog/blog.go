// Package blog is the news section: posts in every language (a language
// without its own row of a post reads the en one; jp has no blog), their
// categories, tags and banners, and players' comments with their
// moderation and reactions (spec 2, 3, 4, 5, 7 "Blog", 9).
//
//   - A post is published once published_at is set and reached; drafts are
//     seen by staff alone. Its body is Markdown, rendered and sanitised when
//     it is written (Render), so a read serves stored HTML.
//   - A comment waits for moderation: published comments are seen by all,
//     a pending one by its author and staff. Comments are plain text.
//   - A player writes one comment per CommentWindow (CommentLimit in it):
//     beyond it api.comment_rate_limiter with rate_limiting_seconds.
//   - A reaction is unique per player, comment and type.
//   - Staff are the moderator and admin roles: they publish posts and
//     publish, unpublish or delete comments.
package blog

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogbanner"
	"github.com/casefront/casefront/ent/blogcategory"
	"github.com/casefront/casefront/ent/blogpost"
	"github.com/casefront/casefront/ent/blogtag"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ratelimit"
)

// Spec 9: 10 posts at a time, 5 per other list, 3 popular.
const (
	PageSize        = 10
	OtherListSize   = 5
	PopularSize     = 3
	MaxPageSize     = 50
	CommentPageSize = 50
	// MaxPage and MaxSkip bound how deep a list is read (an offset beyond
	// any real list only costs the database).
	MaxPage = 10_000
	MaxSkip = 100_000
)

// DefaultLang is what a language without its own post reads.
const DefaultLang = "en"

// Languages are the blog's languages: the site's, without jp.
var Languages = []string{"en", "br", "cn", "de", "tr", "pl", "kr", "ru", "es", "fr"}

// Service is the blog.
type Service struct {
	DB  *ent.Client
	Log *zap.Logger
	Now func() time.Time
	// Limiter counts comments per player (nil: no limit).
	Limiter ratelimit.Limiter
	// CommentLimit comments per CommentWindow per player; zero: the defaults.
	CommentLimit  int
	CommentWindow time.Duration
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Staff may moderate.
func Staff(a *actor.Actor) bool { return a.IsStaff() }

// Lang is the blog language of a request's lang: a known one, else en; jp
// (which has no blog) is api.not_found.
func Lang(lang string) (string, error) {
	l := strings.ToLower(strings.TrimSpace(lang))
	if l == "jp" || l == "ja" {
		return "", apperr.NotFound.Msg("the blog is not available in this language").With("reason", "blog_unavailable")
	}
	if slices.Contains(Languages, l) {
		return l, nil
	}
	return DefaultLang, nil
}

func (s *Service) published() predicate.BlogPost {
	return blogpost.And(blogpost.PublishedAtNotNil(), blogpost.PublishedAtLTE(s.now()))
}

// inLang is the posts a reader of lang sees: those in lang, and the en ones
// of slugs that have no published row in lang.
func (s *Service) inLang(lang string) predicate.BlogPost {
	if lang == DefaultLang {
		return blogpost.Lang(DefaultLang)
	}
	now := s.now()
	return blogpost.Or(blogpost.Lang(lang), blogpost.And(blogpost.Lang(DefaultLang), func(sel *entsql.Selector) {
		t := entsql.Table(blogpost.Table).As("translated")
		sel.Where(entsql.NotIn(sel.C(blogpost.FieldSlug), entsql.Select(t.C(blogpost.FieldSlug)).From(t).Where(entsql.And(
			entsql.EQ(t.C(blogpost.FieldLang), lang), entsql.NotNull(t.C(blogpost.FieldPublishedAt)),
			entsql.LTE(t.C(blogpost.FieldPublishedAt), now)))))
	}))
}

// ListQuery is a page of the list (GET /blog/posts).
type ListQuery struct {
	Lang     string
	Category string   // a category's slug; empty or the default category: every post
	Tags     []string // tag slugs: posts with any of them
	Limit    int
	Skip     int
}

// Page is a page of posts and how many there are in all.
type Page struct {
	Items      []*ent.BlogPost
	TotalCount int
}

func paging(limit, skip, def int) (int, int, error) {
	if limit == 0 {
		limit = def
	}
	if limit < 1 || limit > MaxPageSize {
		return 0, 0, apperr.Validation.Msg("limit must be 1 to %d", MaxPageSize).With("field", "limit")
	}
	if skip < 0 || skip > MaxSkip {
		return 0, 0, apperr.Validation.Msg("skip must be 0 to %d", MaxSkip).With("field", "skip")
	}
	return limit, skip, nil
}

// Posts is a page of published posts, newest first.
func (s *Service) Posts(ctx context.Context, q ListQuery) (*Page, error) {
	lang, err := Lang(q.Lang)
	if err != nil {
		return nil, err
	}
	limit, skip, err := paging(q.Limit, q.Skip, PageSize)
	if err != nil {
		return nil, err
	}
	query := s.DB.BlogPost.Query().Where(s.published(), s.inLang(lang))
	if q.Category != "" {
		c, err := s.DB.BlogCategory.Query().Where(blogcategory.Slug(q.Category)).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, apperr.NotFound.Msg("no category %q", q.Category).With("field", "category")
		}
		if err != nil {
			return nil, err
		}
		if !c.IsDefault {
			query.Where(blogpost.CategoryID(c.ID))
		}
	}
	if len(q.Tags) > 0 {
		query.Where(blogpost.HasTagsWith(blogtag.SlugIn(q.Tags...)))
	}
	total, err := query.Clone().Count(ctx)
	if err != nil {
		return nil, err
	}
	items, err := query.WithCategory().WithTags().
		Order(ent.Desc(blogpost.FieldPublishedAt), ent.Desc(blogpost.FieldID)).Limit(limit).Offset(skip).All(ctx)
	if err != nil {
		return nil, err
	}
	return &Page{Items: items, TotalCount: total}, nil
}

// Popular is the PopularSize most popular published posts.
func (s *Service) Popular(ctx context.Context, lang string) ([]*ent.BlogPost, error) {
	l, err := Lang(lang)
	if err != nil {
		return nil, err
	}
	return s.DB.BlogPost.Query().Where(s.published(), s.inLang(l)).WithCategory().WithTags().
		Order(ent.Desc(blogpost.FieldPopularity), ent.Desc(blogpost.FieldPublishedAt)).Limit(PopularSize).All(ctx)
}

// Post is a post by slug or id as a reader of lang sees it: the row in
// lang, else the en one; a draft only for staff (api.not_found otherwise).
func (s *Service) Post(ctx context.Context, a *actor.Actor, lang, slugOrID string) (*ent.BlogPost, error) {
	l, err := Lang(lang)
	if err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(slugOrID)
	if id, err := strconv.Atoi(slug); err == nil {
		p, err := s.DB.BlogPost.Get(ctx, id)
		if ent.IsNotFound(err) {
			return nil, notFound(slugOrID)
		}
		if err != nil {
			return nil, err
		}
		slug = p.Slug
	}
	q := s.DB.BlogPost.Query().Where(blogpost.Slug(slug), blogpost.LangIn(l, DefaultLang))
	if !Staff(a) {
		q.Where(s.published())
	}
	rows, err := q.WithCategory().WithTags().All(ctx)
	if err != nil {
		return nil, err
	}
	for _, want := range []string{l, DefaultLang} {
		for _, p := range rows {
			if p.Lang == want {
				return p, nil
			}
		}
	}
	return nil, notFound(slugOrID)
}

func notFound(slug string) error {
	return apperr.NotFound.Msg("no post %q", slug).With("field", "post")
}

// Tags are every tag, by name.
func (s *Service) Tags(ctx context.Context) ([]*ent.BlogTag, error) {
	return s.DB.BlogTag.Query().Order(ent.Asc(blogtag.FieldName)).All(ctx)
}

// Categories are every category, the default one first.
func (s *Service) Categories(ctx context.Context) ([]*ent.BlogCategory, error) {
	return s.DB.BlogCategory.Query().
		Order(ent.Desc(blogcategory.FieldIsDefault), ent.Asc(blogcategory.FieldPosition), ent.Asc(blogcategory.FieldID)).All(ctx)
}

// CategoryName is a category's name in lang, else en, else its slug.
func CategoryName(c *ent.BlogCategory, lang string) string {
	if n := c.Names[lang]; n != "" {
		return n
	}
	if n := c.Names[DefaultLang]; n != "" {
		return n
	}
	return c.Slug
}

// Banners are the enabled banners of place (blog_list or blog_post) for
// the actor's audience (signed in or not), in lang or every language.
func (s *Service) Banners(ctx context.Context, a *actor.Actor, lang, place string) ([]*ent.BlogBanner, error) {
	l, err := Lang(lang)
	if err != nil {
		return nil, err
	}
	auth := blogbanner.AuthTypeUnauthorized
	if a.SignedIn() {
		auth = blogbanner.AuthTypeAuthorized
	}
	q := s.DB.BlogBanner.Query().Where(blogbanner.Enabled(true), blogbanner.AuthTypeEQ(auth), blogbanner.LangIn("", l))
	if place != "" {
		pt := blogbanner.PlaceType(place)
		if err := blogbanner.PlaceTypeValidator(pt); err != nil {
			return nil, apperr.Validation.Msg("place_type must be blog_list or blog_post").With("field", "place_type")
		}
		q.Where(blogbanner.PlaceTypeEQ(pt))
	}
	return q.Order(ent.Asc(blogbanner.FieldPosition), ent.Asc(blogbanner.FieldID)).Limit(OtherListSize).All(ctx)
}

// Exists tells whether a published post has this slug or id in any
// language (a post page's 404; drafts are pages for staff only, who get
// the page whatever the status says).
func (s *Service) Exists(ctx context.Context, slugOrID string) (bool, error) {
	q := s.DB.BlogPost.Query().Where(s.published())
	if id, err := strconv.Atoi(slugOrID); err == nil {
		return q.Where(blogpost.ID(id)).Exist(ctx)
	}
	return q.Where(blogpost.Slug(slugOrID)).Exist(ctx)
}
