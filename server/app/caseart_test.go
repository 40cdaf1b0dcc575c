package app_test

import (
	"net/http"
	"strings"
	"testing"
)

// Every case has a picture without an asset host: GraphQL and REST point at
// the art the server draws from its contents, and that URL answers an SVG
// that follows the contents' revision.
func TestCaseArtIsServedWhereTheCaseSaysItIs(t *testing.T) {
	t.Parallel()
	s := catalogServer(t, nil)
	var g struct {
		CaseByAlias struct{ Image string } `json:"caseByAlias"`
	}
	s.graphql(t, "", `{caseByAlias(alias:"test-case"){image}}`, nil).into(t, &g)
	if !strings.HasPrefix(g.CaseByAlias.Image, "/case-art/test-case.svg?v=") {
		t.Fatalf("GraphQL image %q, want the drawn art", g.CaseByAlias.Image)
	}
	rest := decodeAs[struct {
		Data []struct {
			Alias string `json:"alias"`
			Image string `json:"image"`
		} `json:"data"`
	}](t, s.get(t, "/api/cases", ""), http.StatusOK)
	var restImage string
	for _, c := range rest.Data {
		if c.Alias == "test-case" {
			restImage = c.Image
		}
	}
	if restImage != g.CaseByAlias.Image {
		t.Fatalf("REST image %q, GraphQL %q: one picture per case", restImage, g.CaseByAlias.Image)
	}

	art := s.get(t, g.CaseByAlias.Image, "")
	if art.Status != http.StatusOK || art.Header.Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(string(art.Body), "<svg") {
		t.Fatalf("art: %s", art)
	}
	again := s.do(t, http.MethodGet, g.CaseByAlias.Image, "", "", nil, "If-None-Match", art.Header.Get("ETag"))
	if again.Status != http.StatusNotModified {
		t.Fatalf("revalidation: %s", again)
	}
	if missing := s.get(t, "/case-art/no-such-case.svg", ""); missing.Status != http.StatusNotFound {
		t.Fatalf("unknown case: %s", missing)
	}
	s.noErrorLogs(t)
}
