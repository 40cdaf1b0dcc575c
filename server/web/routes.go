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

// A route pattern and its segments: a literal, ":name" (any one segment)
// or "*" (the rest, one segment at least).
type route struct {
	pattern string
	segs    []string
}

var (
	table = func() []route {
		var f struct{ Routes []string }
		if err := json.Unmarshal(routesJSON, &f); err != nil {
			panic("web: routes.json: " + err.Error())
		}
		// Literal routes first: a path they match never costs a lookup.
		var out, looked []route
		for _, r := range f.Routes {
			if strings.Contains(r, ":") {
				looked = append(looked, route{r, split(r)})
			} else {
				out = append(out, route{r, split(r)})
			}
		}
		return append(out, looked...)
	}()
	// The client reads any two letters first as a language prefix (known
	// or not: an unknown one falls back to English), routing/paths.ts.
	langPrefix = regexp.MustCompile(`^[a-zA-Z]{2}$`)
	// A parameter's value is one URL-safe word: anything else names nothing
	// and costs no lookup.
	paramValue = regexp.MustCompile(`^[a-zA-Z0-9_.~-]{1,200}$`)
)

func split(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// Pages tells whether a route's parameter names something that exists:
// route is the pattern as routes.json writes it ("user/:id", ":alias"),
// param its parameter (":id") and value the path's segment. The client
// shows its not-found page for a value it cannot load; the status says the
// same to crawlers and link checkers. nil knows every value.
type Pages func(ctx context.Context, route, param, value string) bool

// known reports whether a client route matches the path, with or without a
// language prefix.
func known(ctx context.Context, path string, pages Pages) bool {
	segs := split(path)
	if match(ctx, segs, pages) {
		return true
	}
	return len(segs) > 0 && langPrefix.MatchString(segs[0]) && match(ctx, segs[1:], pages)
}

func match(ctx context.Context, segs []string, pages Pages) bool {
	for _, r := range table {
		if shapeMatches(r, segs) && valuesExist(ctx, r, segs, pages) {
			return true
		}
	}
	return false
}

// shapeMatches compares literals and counts segments; parameters match any
// URL-safe value.
func shapeMatches(r route, segs []string) bool {
	for i, s := range r.segs {
		if s == "*" {
			return len(segs) > i
		}
		if i >= len(segs) {
			return false
		}
		if strings.HasPrefix(s, ":") {
			if !paramValue.MatchString(segs[i]) {
				return false
			}
		} else if s != segs[i] {
			return false
		}
	}
	return len(segs) == len(r.segs)
}

// valuesExist asks pages about each parameter of a route whose shape
// matched.
func valuesExist(ctx context.Context, r route, segs []string, pages Pages) bool {
	if pages == nil {
		return true
	}
	for i, s := range r.segs {
		if s == "*" {
			return true
		}
		if !strings.HasPrefix(s, ":") {
			continue
		}
		if s == ":alias" && strings.HasPrefix(segs[i], "ref-") {
			// A referral link (the client saves the code and goes home).
			if len(segs[i]) == len("ref-") {
				return false
			}
			continue
		}
		if !pages(ctx, r.pattern, s, segs[i]) {
			return false
		}
	}
	return true
}

// RoutePaths are the client's route patterns as routes.json lists them
// ("" is the home page; ":name" and "*" are parameters).
func RoutePaths() []string {
	var f struct{ Routes []string }
	_ = json.Unmarshal(routesJSON, &f) // table already panicked on a bad file
	return f.Routes
}
