package app

import (
	"context"
	"strconv"

	"github.com/casefront/casefront/server/apperr"
)

// pageExists says whether a client route's parameter names something, so
// that /user/999999 or /casebattle/0 answer 404 like /no-such-page (the
// client shows its not-found page for them either way). Each check is one
// indexed read; a database error counts as existing rather than turning a
// real page into a 404.
func (a *App) pageExists(ctx context.Context, route, param, value string) bool {
	s := a.Services
	switch route + " " + param {
	case ":alias :alias":
		if value == "battle-encourage-case" { // a battle's prize, not a page (features/cases/screens.ts)
			return false
		}
		_, err := s.Catalog.CaseByAlias(ctx, value)
		return err == nil || apperr.KeyOf(err) != apperr.NotFound.Key
	case "user/:id :id":
		id, err := strconv.Atoi(value)
		if err != nil || id <= 0 {
			return false
		}
		_, err = s.Users.Get(ctx, id)
		return err == nil || apperr.KeyOf(err) != apperr.NotFound.Key
	case "casebattle/:id :id":
		id, err := strconv.Atoi(value)
		if err != nil || id <= 0 {
			return false
		}
		return exists(s.Battles.Exists(ctx, id))
	case "items/:staticName :staticName":
		_, err := s.Catalog.ItemVariants(ctx, value)
		return err == nil || apperr.KeyOf(err) != apperr.NotFound.Key
	case "news/:slug :slug", "news/articles/:slug :slug":
		return exists(s.Blog.Exists(ctx, value))
	case "pick-em/:slug :slug":
		return exists(s.Pickem.Exists(ctx, value))
	}
	// Payment methods and promo codes: the page itself says what is wrong.
	return true
}

func exists(ok bool, err error) bool {
	return ok || err != nil
}
