package rest

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/ratelimit"
)

// The blog (spec 7 "Blog"): posts, categories, tags, banners and comments.
// Lists answer {data: [...], total_count: N}.

func (h *Handler) blogRoutes() []endpoint {
	return []endpoint{
		{"GET", "/blog/posts", h.blogPosts, 0},
		{"GET", "/blog/posts/{id}", h.blogPost, 0},
		{"GET", "/blog/popular-posts", h.blogPopular, 0},
		{"GET", "/blog/tags", h.blogTags, 0},
		{"GET", "/blog/categories", h.blogCategories, 0},
		{"GET", "/blog/banner_list", h.blogBanners, 0},
		{"GET", "/blog/comment_list", h.blogComments, 0},
		{"GET", "/blog/comment_list_not_published", h.blogPendingComments, 0},
		{"GET", "/blog/comment_get_comment", h.blogComment, 0},
		// The comment limit is the blog's own rule (api.comment_rate_limiter);
		// these budgets only bound abuse.
		{"POST", ratelimit.BlogComment.Name, h.blogCreateComment, ratelimit.BlogComment.PerMinute},
		{"POST", ratelimit.BlogReaction.Name, h.blogAddReaction, ratelimit.BlogReaction.PerMinute},
		{"POST", ratelimit.BlogReactionRemove.Name, h.blogRemoveReaction, ratelimit.BlogReactionRemove.PerMinute},
		{"POST", ratelimit.BlogCommentDelete.Name, h.blogDeleteComment, ratelimit.BlogCommentDelete.PerMinute},
	}
}

// blogPublicReads are the blog's lists an anonymous visitor reads, one
// execution per key and second (publicReads).
var blogPublicReads = []string{"/blog/posts", "/blog/popular-posts", "/blog/tags", "/blog/categories",
	"/blog/banner_list", "/blog/comment_list"}

func init() {
	for _, p := range blogPublicReads {
		publicReads[p] = func(q url.Values) (string, bool) { return q.Encode(), true }
	}
}

// lang is the request's language: locale (every call carries it) or lang.
func (p *params) lang() string {
	if l := p.str("locale"); l != "" {
		return l
	}
	return p.str("lang")
}

// strs reads a list: a JSON array of strings, repeated k or k[] params, or "a,b".
func (p *params) strs(k string) []string {
	var raw []string
	if v, ok := p.body[k].([]any); ok {
		for _, x := range v {
			if s, ok := x.(string); ok {
				raw = append(raw, s)
			}
		}
	} else {
		raw = append(append(raw, p.q[k]...), p.q[k+"[]"]...)
		if s, ok := p.body[k].(string); ok {
			raw = append(raw, s)
		}
	}
	var out []string
	for _, r := range raw {
		for _, s := range strings.Split(r, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}

type blogCategoryView struct {
	ID        int    `json:"id"`
	Slug      string `json:"slug"`
	IsDefault bool   `json:"is_default"`
	Name      string `json:"name"`
}

type blogTagView struct {
	ID   int    `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

type blogPostView struct {
	ID          int               `json:"id"`
	Slug        string            `json:"slug"`
	Lang        string            `json:"lang"`
	Title       string            `json:"title"`
	Summary     string            `json:"summary"`
	Body        string            `json:"body,omitempty"` // sanitised HTML, on the post's own page
	CoverImage  string            `json:"cover_image"`
	Category    *blogCategoryView `json:"category"`
	Tags        []blogTagView     `json:"tags"`
	PublishedAt *time.Time        `json:"published_at"`
	Popularity  int               `json:"popularity"`
}

func categoryOf(c *ent.BlogCategory, lang string) blogCategoryView {
	return blogCategoryView{ID: c.ID, Slug: c.Slug, IsDefault: c.IsDefault, Name: blog.CategoryName(c, lang)}
}

func blogPostOf(p *ent.BlogPost, lang string, withBody bool) blogPostView {
	v := blogPostView{ID: p.ID, Slug: p.Slug, Lang: p.Lang, Title: p.Title, Summary: p.Summary, CoverImage: p.CoverImage,
		PublishedAt: p.PublishedAt, Popularity: p.Popularity, Tags: []blogTagView{}}
	if withBody {
		v.Body = p.BodyHTML
	}
	if c := p.Edges.Category; c != nil {
		cv := categoryOf(c, lang)
		v.Category = &cv
	}
	for _, t := range p.Edges.Tags {
		v.Tags = append(v.Tags, blogTagView{ID: t.ID, Slug: t.Slug, Name: t.Name})
	}
	return v
}

func blogPostsOf(ps []*ent.BlogPost, lang string) []blogPostView {
	out := make([]blogPostView, len(ps))
	for i, p := range ps {
		out[i] = blogPostOf(p, lang, false)
	}
	return out
}

// list answers {data: items, total_count: total}.
func list(w http.ResponseWriter, items any, total int) {
	writeJSON(w, http.StatusOK, map[string]any{"data": items, "total_count": total})
}

func (h *Handler) blogPosts(w http.ResponseWriter, r *http.Request, p *params) error {
	limit, err := p.int("limit", blog.PageSize)
	if err != nil {
		return err
	}
	skip, err := p.int("skip", 0)
	if err != nil {
		return err
	}
	page, err := h.Blog.Posts(r.Context(), blog.ListQuery{Lang: p.lang(), Category: p.str("category"),
		Tags: p.strs("tags"), Limit: limit, Skip: skip})
	if err != nil {
		return err
	}
	list(w, blogPostsOf(page.Items, p.lang()), page.TotalCount)
	return nil
}

func (h *Handler) blogPost(w http.ResponseWriter, r *http.Request, p *params) error {
	post, err := h.Blog.Post(r.Context(), actor.From(r.Context()), p.lang(), r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, blogPostOf(post, p.lang(), true))
	return nil
}

func (h *Handler) blogPopular(w http.ResponseWriter, r *http.Request, p *params) error {
	ps, err := h.Blog.Popular(r.Context(), p.lang())
	if err != nil {
		return err
	}
	list(w, blogPostsOf(ps, p.lang()), len(ps))
	return nil
}

func (h *Handler) blogTags(w http.ResponseWriter, r *http.Request, _ *params) error {
	ts, err := h.Blog.Tags(r.Context())
	if err != nil {
		return err
	}
	out := make([]blogTagView, len(ts))
	for i, t := range ts {
		out[i] = blogTagView{ID: t.ID, Slug: t.Slug, Name: t.Name}
	}
	list(w, out, len(out))
	return nil
}

func (h *Handler) blogCategories(w http.ResponseWriter, r *http.Request, p *params) error {
	cs, err := h.Blog.Categories(r.Context())
	if err != nil {
		return err
	}
	out := make([]blogCategoryView, len(cs))
	for i, c := range cs {
		out[i] = categoryOf(c, p.lang())
	}
	list(w, out, len(out))
	return nil
}

type blogBannerView struct {
	ID        int    `json:"id"`
	AuthType  string `json:"auth_type"`
	PlaceType string `json:"place_type"`
	Title     string `json:"title"`
	Text      string `json:"text"`
	Link      string `json:"link"`
	Image     string `json:"image"`
}

func (h *Handler) blogBanners(w http.ResponseWriter, r *http.Request, p *params) error {
	bs, err := h.Blog.Banners(r.Context(), actor.From(r.Context()), p.lang(), p.str("place_type"))
	if err != nil {
		return err
	}
	out := make([]blogBannerView, len(bs))
	for i, b := range bs {
		out[i] = blogBannerView{ID: b.ID, AuthType: string(b.AuthType), PlaceType: string(b.PlaceType), Title: b.Title,
			Text: b.Text, Link: b.Link, Image: b.Image}
	}
	list(w, out, len(out))
	return nil
}

type blogReactionView struct {
	Type    string `json:"type"`
	Count   int    `json:"count"`
	IsAdded bool   `json:"is_added"`
}

type blogCommentView struct {
	ID               int                `json:"id"`
	PostID           int                `json:"post_id"`
	ParentID         *int               `json:"parent_id"`
	Body             string             `json:"body"`
	IsPublished      bool               `json:"is_published"`
	ReactionsCount   int                `json:"reactions_count"`
	ReactionsIsAdded bool               `json:"reactions_is_added"`
	Reactions        []blogReactionView `json:"reactions"`
	IsMine           bool               `json:"is_mine"`
	User             blogAuthorView     `json:"user"`
	CreatedAt        time.Time          `json:"created_at"`
}

// blogAuthorView is a comment's author.
type blogAuthorView struct {
	ID       int    `json:"id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
}

func blogCommentOf(c *blog.Comment) blogCommentView {
	v := blogCommentView{ID: c.ID, PostID: c.PostID, ParentID: c.ParentID, Body: c.Body, IsPublished: c.Published,
		ReactionsCount: c.ReactionsCount, ReactionsIsAdded: c.ReactionsIsAdded, IsMine: c.Mine, CreatedAt: c.CreatedAt,
		Reactions: []blogReactionView{},
		User:      blogAuthorView{ID: c.Author.ID, Nickname: c.Author.Nickname, Avatar: c.Author.Avatar}}
	for _, r := range c.Reactions {
		v.Reactions = append(v.Reactions, blogReactionView{Type: r.Type, Count: r.Count, IsAdded: r.IsAdded})
	}
	return v
}

func blogCommentsOf(cs []*blog.Comment) []blogCommentView {
	out := make([]blogCommentView, len(cs))
	for i, c := range cs {
		out[i] = blogCommentOf(c)
	}
	return out
}

func (p *params) postID() (int, error) {
	id, err := p.int("post_id", 0)
	if err == nil && id <= 0 {
		err = apperr.Validation.Msg("post_id is required").With("field", "post_id")
	}
	return id, err
}

func (p *params) commentID() (int, error) {
	id, err := p.int("comment_id", 0)
	if err == nil && id <= 0 {
		err = apperr.Validation.Msg("comment_id is required").With("field", "comment_id")
	}
	return id, err
}

// blogComments lists published comments; status is_published=0 asks for
// the viewer's pending ones instead.
func (h *Handler) blogComments(w http.ResponseWriter, r *http.Request, p *params) error {
	postID, err := p.postID()
	if err != nil {
		return err
	}
	if p.has("is_published") && !p.bool("is_published") {
		return h.blogPendingComments(w, r, p)
	}
	page, err := p.int("page", 1)
	if err != nil {
		return err
	}
	limit, err := p.int("limit", blog.CommentPageSize)
	if err != nil {
		return err
	}
	cs, total, err := h.Blog.Comments(r.Context(), actor.From(r.Context()), postID, page, limit)
	if err != nil {
		return err
	}
	list(w, blogCommentsOf(cs), total)
	return nil
}

func (h *Handler) blogPendingComments(w http.ResponseWriter, r *http.Request, p *params) error {
	postID, err := p.postID()
	if err != nil {
		return err
	}
	cs, err := h.Blog.Pending(r.Context(), actor.From(r.Context()), postID)
	if err != nil {
		return err
	}
	list(w, blogCommentsOf(cs), len(cs))
	return nil
}

func (h *Handler) blogComment(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.commentID()
	if err != nil {
		return err
	}
	c, err := h.Blog.Comment(r.Context(), actor.From(r.Context()), id)
	if err != nil {
		return err
	}
	ok(w, blogCommentOf(c))
	return nil
}

func (h *Handler) blogCreateComment(w http.ResponseWriter, r *http.Request, p *params) error {
	postID, err := p.postID()
	if err != nil {
		return err
	}
	in := blog.NewComment{PostID: postID, Body: p.str("body")}
	if p.has("parent_id") && p.str("parent_id") != "" {
		parent, err := p.int("parent_id", 0)
		if err != nil {
			return err
		}
		in.ParentID = &parent
	}
	c, err := h.Blog.CreateComment(r.Context(), actor.From(r.Context()), in)
	if err != nil {
		return err
	}
	ok(w, blogCommentOf(c))
	return nil
}

func (h *Handler) blogReaction(w http.ResponseWriter, r *http.Request, p *params, add bool) error {
	id, err := p.commentID()
	if err != nil {
		return err
	}
	fn := h.Blog.RemoveReaction
	if add {
		fn = h.Blog.AddReaction
	}
	c, err := fn(r.Context(), actor.From(r.Context()), id, p.str("reaction_type"))
	if err != nil {
		return err
	}
	ok(w, blogCommentOf(c))
	return nil
}

func (h *Handler) blogAddReaction(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.blogReaction(w, r, p, true)
}

func (h *Handler) blogRemoveReaction(w http.ResponseWriter, r *http.Request, p *params) error {
	return h.blogReaction(w, r, p, false)
}

func (h *Handler) blogDeleteComment(w http.ResponseWriter, r *http.Request, p *params) error {
	id, err := p.commentID()
	if err != nil {
		return err
	}
	if err := h.Blog.DeleteComment(r.Context(), actor.From(r.Context()), id); err != nil {
		return err
	}
	ok(w, blogCommentDeletedView{CommentID: id, Deleted: true})
	return nil
}

type blogCommentDeletedView struct {
	CommentID int  `json:"comment_id"`
	Deleted   bool `json:"deleted"`
}

// blogRSS serves /news/rss.xml (?lang=).
func (h *Handler) blogRSS(w http.ResponseWriter, r *http.Request) {
	body, err := h.Blog.RSS(r.Context(), h.Cfg.BaseURL, r.URL.Query().Get("lang"))
	h.xml(w, r, "application/rss+xml; charset=utf-8", body, err)
}

func (h *Handler) xml(w http.ResponseWriter, r *http.Request, ctype string, body []byte, err error) {
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(body)
}
