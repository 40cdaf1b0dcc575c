package app_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/graph"
)

// Validation is quadratic in repeated fields: a document of thousands is
// refused by the parser's token limit before validation spends seconds on
// it, over HTTP and graphql-ws alike.
func TestGraphQLTokenLimit(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	g := s.graphql(t, "", "{"+strings.Repeat(" __typename", 14000)+" }", nil)
	wantLimit(t, g, "tokens")
	if max := g.Errors[0].Extensions["max"]; max != float64(graph.MaxTokens) {
		t.Fatalf("extensions.max %v, want %d", max, graph.MaxTokens)
	}

	// graphql-ws frames are at most 64 KiB: 5,000 fields fit.
	c := connectWS(t, s, "graphql-transport-ws", "")
	c.subscribe("1", "{"+strings.Repeat(" __typename", 5000)+" }")
	m, ok := c.next(10 * time.Second)
	var errs []gqlError
	if !ok || m.ID != "1" || json.Unmarshal(m.Payload, &errs) != nil || len(errs) == 0 ||
		errs[0].Extensions["code"] != "api.validation" || errs[0].Extensions["limit"] != "tokens" {
		t.Fatalf("graphql-ws: want the tokens limit, got %+v %s", m, m.Payload)
	}

	// A document just within the limit is answered.
	var ok2 map[string]any
	s.graphql(t, "", "{ settings {"+strings.Repeat(" devLogin", graph.MaxTokens-10)+" } }", nil).into(t, &ok2)
	s.noErrorLogs(t)
}
