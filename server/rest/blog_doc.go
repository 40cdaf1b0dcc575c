package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

func init() {
	describe("blog", map[string]opDoc{
		"GET /blog/posts": {
			Summary: "Published posts in a language, paged, with total_count.",
			Data:    []blogPostView{},
			Top:     totalCount,
			Access:  anyone,
			Params:  []param{p("limit", intMin(0)), p("skip", intMin(0)), p("category", str(200)), p("tags", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/posts/{id}": {
			Summary: "One published post, by id or slug.",
			Data:    blogPostView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/popular-posts": {
			Summary: "The most read posts.",
			Data:    []blogPostView{},
			Top:     totalCount,
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/tags": {
			Summary: "The posts' tags.",
			Data:    []blogTagView{},
			Top:     totalCount,
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/categories": {
			Summary: "The posts' categories.",
			Data:    []blogCategoryView{},
			Top:     totalCount,
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/banner_list": {
			Summary: "The blog's banners.",
			Data:    []blogBannerView{},
			Top:     totalCount,
			Access:  anyone,
			Params:  []param{p("place_type", str(200))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/comment_list": {
			Summary: "A post's published comments; is_published=0 asks for the viewer's pending ones instead.",
			Data:    []blogCommentView{},
			Top:     totalCount,
			Access:  anyone,
			Params:  []param{p("is_published", flag()), p("page", intMin(0)), p("limit", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/comment_list_not_published": {
			Summary: "The viewer's comments awaiting moderation.",
			Data:    []blogCommentView{},
			Top:     totalCount,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"GET /blog/comment_get_comment": {
			Summary: "One comment.",
			Data:    blogCommentView{},
			Access:  anyone,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /blog/comment_create": {
			Summary: "Comments on a post (published after moderation).",
			Data:    blogCommentView{},
			Params:  []param{p("body", str(200)), p("parent_id", str(200)), p("parent_id", intMin(0))},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CommentRateLimiter, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
		"POST /blog/comment_add_reaction": {
			Summary: "Adds the viewer's reaction to a comment.",
			Data:    blogCommentView{},
			Params:  []param{p("reaction_type", str(200))},
		},
		"POST /blog/comment_delete_reaction": {
			Summary: "Removes the viewer's reaction from a comment.",
			Data:    blogCommentView{},
			Params:  []param{p("reaction_type", str(200))},
		},
		"POST /blog/comment_delete": {
			Summary: "Deletes the viewer's own comment (staff: any).",
			Data:    blogCommentDeletedView{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.CommentRateLimiter, apperr.Forbidden, apperr.NotFound, apperr.Restricted, apperr.SelfBanned},
		},
	})
}
