// Package persisted knows the client's GraphQL operations by id, so that the
// client sends an operation's id instead of its text (automatic persisted
// queries: extensions.persistedQuery.sha256Hash, over HTTP and graphql-ws).
package persisted

import (
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// queries.json is written by the Relay compiler (persistConfig in
// relay.config.js) with the client's artifacts: each operation's text under
// the SHA-256 of that text, in hex. The compiler only ever adds to it, so a
// tab still running an older client keeps working after a deploy.
//
//go:embed queries.json
var file []byte

var known = mustParse(file)

// Parse reads a file of operations by id; every id must be the SHA-256 of its text.
func Parse(b []byte) (map[string]string, error) {
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("persisted queries: %w", err)
	}
	for id, text := range m {
		if sum := sha256.Sum256([]byte(text)); hex.EncodeToString(sum[:]) != id {
			return nil, fmt.Errorf("persisted queries: %s is not the SHA-256 of its text", id)
		}
	}
	return m, nil
}

func mustParse(b []byte) map[string]string {
	m, err := Parse(b)
	if err != nil {
		panic(err)
	}
	return m
}

// Queries is the cache of gqlgen's AutomaticPersistedQuery extension, holding
// the client's operations. It is read-only: a request that sends a text with
// its hash runs as usual but is not remembered, so requests cannot grow it.
type Queries map[string]string

// Client holds the operations of the client this binary embeds.
func Client() Queries { return known }

// Get returns the text of the operation with this id.
func (q Queries) Get(_ context.Context, id string) (string, bool) {
	text, ok := q[id]
	return text, ok
}

// Holds reports whether text is one of the client's operations, however it
// came (by id or as text): its shape is the client's, known and measured.
func (q Queries) Holds(text string) bool {
	sum := sha256.Sum256([]byte(text))
	return q[hex.EncodeToString(sum[:])] == text
}

// Add does nothing: only the client's own operations are known by id.
func (Queries) Add(context.Context, string, string) {}

// Extension is gqlgen's AutomaticPersistedQuery over the client's operations.
// An unknown id is PERSISTED_QUERY_NOT_FOUND, as the protocol says; a bad
// extension (a text that is not its hash, another version) is api.validation,
// a client's mistake rather than a server failure.
func Extension() graphql.HandlerExtension {
	return apq{extension.AutomaticPersistedQuery{Cache: Client()}}
}

type apq struct {
	extension.AutomaticPersistedQuery
}

func (a apq) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	err := a.AutomaticPersistedQuery.MutateOperationParameters(ctx, p)
	if err != nil && err.Extensions["code"] == nil {
		err.Extensions = map[string]any{"code": "api.validation"}
	}
	return err
}
