package web

import (
	"context"
	"net/http"
	"testing"
)

// A path no client route matches is the client's page with 404; every
// route, with or without a language prefix, is 200; a one-segment path is
// a page only for a referral or a case alias the catalogue knows.
func TestUnknownPathsAre404(t *testing.T) {
	aliases := func(_ context.Context, a string) bool { return a == "recoil-case" }
	h := Handler(build(t), aliases)
	for path, want := range map[string]int{
		"/": 200, "/de": 200, "/de/": 200, "/fair": 200, "/ru/fair": 200, "/xx/fair": 200,
		"/user/5": 200, "/items/ak-47-redline": 200, "/casebattle/active": 200, "/pay/card/stripe": 200,
		"/news/articles/some-post": 200, "/pick-em/major/day-1": 200, "/recoil-case": 200, "/de/recoil-case": 200,
		"/ref-streamer": 200, "/terms/aml-policy": 200,
		"/no-such-case": 404, "/de/no-such-case": 404, "/fair/extra": 404, "/user": 404, "/user/5/6": 404,
		"/casebattle/active/x": 404, "/ref-": 404, "/deutsch/fair": 404, "/pick-em": 404, "/a%20b": 404,
	} {
		res := get(t, h, path)
		if res.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, res.StatusCode, want)
		}
		if b := body(res); b != "<!doctype html><title>Casefront</title>" || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("%s: served %q (%s), want the client's page", path, b, res.Header.Get("Content-Type"))
		}
	}
	// Precompressed, a 404 page is still a 404.
	if res := get(t, h, "/no-such-case", "Accept-Encoding", "br"); res.StatusCode != http.StatusNotFound || body(res) != "BR-INDEX" {
		t.Errorf("brotli 404: %d %q", res.StatusCode, body(res))
	}
}
