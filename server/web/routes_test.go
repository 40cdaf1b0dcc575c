package web

import (
	"context"
	"net/http"
	"testing"
)

// A path no client route matches is the client's page with 404; every
// route, with or without a language prefix, is 200; a one-segment path is
// a page only for the values pages knows (a case alias, a user id, ...).
func TestUnknownPathsAre404(t *testing.T) {
	var asked []string
	pages := func(_ context.Context, route, param, value string) bool {
		asked = append(asked, route+" "+param+"="+value)
		known := map[string]string{":alias": "recoil-case", "user/:id": "5", "items/:staticName": "ak-47-redline",
			"news/articles/:slug": "some-post", "news/:slug": "some-post", "pick-em/:slug": "major"}
		want, checked := known[route]
		return !checked || value == want
	}
	h := Handler(build(t), pages)
	for path, want := range map[string]int{
		"/": 200, "/de": 200, "/de/": 200, "/fair": 200, "/ru/fair": 200, "/xx/fair": 200,
		"/user/5": 200, "/items/ak-47-redline": 200, "/casebattle/active": 200, "/pay/card/stripe": 200,
		"/news/articles/some-post": 200, "/pick-em/major": 200, "/recoil-case": 200, "/de/recoil-case": 200,
		"/ref-streamer": 200, "/terms/aml-policy": 200,
		"/no-such-case": 404, "/de/no-such-case": 404, "/fair/extra": 404, "/user": 404, "/user/5/6": 404,
		"/casebattle/active/x": 404, "/ref-": 404, "/deutsch/fair": 404, "/pick-em": 404, "/a%20b": 404,
		"/user/6": 404, "/de/user/6": 404, "/items/no-such-skin": 404, "/news/no-such-post": 404, "/pick-em/major/day-1": 404,
		"/pick-em/minor": 404, "/not-found": 404, "/user/%00": 404,
	} {
		res := get(t, h, path)
		if res.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, res.StatusCode, want)
		}
		if b := body(res); b != "<!doctype html><title>Casefront</title>" || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("%s: served %q (%s), want the client's page", path, b, res.Header.Get("Content-Type"))
		}
	}
	// A literal route never costs a lookup, nor does a value no page could have.
	asked = nil
	for _, p := range []string{"/casebattle/active", "/user/me", "/fair", "/user/a%00b"} {
		get(t, h, p)
	}
	if len(asked) != 0 {
		t.Errorf("looked up %v for literal routes and bad values", asked)
	}
	// Precompressed, a 404 page is still a 404.
	if res := get(t, h, "/no-such-case", "Accept-Encoding", "br"); res.StatusCode != http.StatusNotFound || body(res) != "BR-INDEX" {
		t.Errorf("brotli 404: %d %q", res.StatusCode, body(res))
	}
}
