package graph

import (
	"encoding/json"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
)

// getQueries is gqlgen's GET transport with its refusal of a mutation (or
// subscription) sent by GET answered as the method error it is: 405
// api.method_not_allowed with Allow: POST, instead of a bare 406.
type getQueries struct{ transport.GET }

func (t getQueries) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	t.GET.Do(&notAcceptable{ResponseWriter: w}, r, exec)
}

// notAcceptable turns a 406 into the 405 and swallows gqlgen's own body.
type notAcceptable struct {
	http.ResponseWriter
	refused bool
}

func (n *notAcceptable) WriteHeader(status int) {
	if status != http.StatusNotAcceptable {
		n.ResponseWriter.WriteHeader(status)
		return
	}
	n.refused = true
	h := n.Header()
	h.Set("Allow", http.MethodPost)
	h.Set("Content-Type", "application/json")
	n.ResponseWriter.WriteHeader(http.StatusMethodNotAllowed)
	_ = json.NewEncoder(n.ResponseWriter).Encode(map[string]any{"errors": []any{map[string]any{
		"message":    "only queries may be sent by GET; send mutations and subscriptions by POST (or graphql-ws)",
		"extensions": map[string]any{"code": "api.method_not_allowed"},
	}}})
}

func (n *notAcceptable) Write(b []byte) (int, error) {
	if n.refused {
		return len(b), nil
	}
	return n.ResponseWriter.Write(b)
}
