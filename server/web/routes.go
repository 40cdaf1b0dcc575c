package web

import (
	"context"
	_ "embed"
	"encoding/json"
	"regexp"
	"strings"
)

// routes.json is the client's route table (kept in step with
// client/src/app/routing/AppRoutes.tsx by a jest test).
//
//go:embed routes.json
var routesJSON []byte

// A Route pattern's segments: a literal, ":name" (any one segment) or "*"
// (the rest, one segment at least).
type route []string

var (
	table = func() []route {
		var f struct{ Routes []string }
		if err := json.Unmarshal(routesJSON, &f); err != nil {
			panic("web: routes.json: " + err.Error())
		}
		// Literal routes first: a path they match never costs an alias lookup.
		var out, aliased []route
		for _, r := range f.Routes {
			if strings.Contains(r, ":alias") {
				aliased = append(aliased, split(r))
			} else {
				out = append(out, split(r))
			}
		}
		return append(out, aliased...)
	}()
	// The client reads any two letters first as a language prefix (known
	// or not: an unknown one falls back to English), routing/paths.ts.
	langPrefix = regexp.MustCompile(`^[a-zA-Z]{2}$`)
	caseAlias  = regexp.MustCompile(`^[a-zA-Z0-9-]+$`)
)

func split(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// Aliases tells whether a one-segment path names a page (a case alias):
// the client's `/:alias` route, whose values only the catalogue knows.
type Aliases func(ctx context.Context, alias string) bool

// known reports whether a client route matches the path, with or without a
// language prefix. A `:alias` segment is a page when it is a referral
// (ref-CODE) or the aliases know it; nil aliases know every alias.
func known(ctx context.Context, path string, aliases Aliases) bool {
	segs := split(path)
	if match(ctx, segs, aliases) {
		return true
	}
	return len(segs) > 0 && langPrefix.MatchString(segs[0]) && match(ctx, segs[1:], aliases)
}

func match(ctx context.Context, segs []string, aliases Aliases) bool {
	for _, r := range table {
		if matches(ctx, r, segs, aliases) {
			return true
		}
	}
	return false
}

func matches(ctx context.Context, r route, segs []string, aliases Aliases) bool {
	for i, s := range r {
		if s == "*" {
			return len(segs) > i
		}
		if i >= len(segs) {
			return false
		}
		switch {
		case s == ":alias":
			a := segs[i]
			if !caseAlias.MatchString(a) {
				return false
			}
			if !(strings.HasPrefix(a, "ref-") && len(a) > 4) && aliases != nil && !aliases(ctx, a) {
				return false
			}
		case strings.HasPrefix(s, ":"):
		case s != segs[i]:
			return false
		}
	}
	return len(segs) == len(r)
}

// RoutePaths are the client's route patterns as routes.json lists them
// ("" is the home page; ":name" and "*" are parameters).
func RoutePaths() []string {
	var f struct{ Routes []string }
	_ = json.Unmarshal(routesJSON, &f) // table already panicked on a bad file
	return f.Routes
}
