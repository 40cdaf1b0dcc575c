package graph

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/casefront/casefront/server/graph/persisted"
	"github.com/casefront/casefront/server/publiccache"
)

// PublicTTL is how long an anonymous answer to a public page query is
// reused (publiccache.TTL).
const PublicTTL = publiccache.TTL

// PublicOperations are the client's persisted queries whose answer to an
// anonymous visitor depends only on their variables and on the visitor's
// country and language: the home page every new visitor loads first, and
// the top drops' page.
var PublicOperations = []string{"HomePageQuery", "TopDropPageQuery"}

// publicCache answers anonymous requests for PublicOperations through a
// publiccache.Cache: a home page to a visitor then costs about what a
// static file does, instead of executing some sixty fields and compressing
// the result each time. Signed-in requests (any Authorization header) and
// answers with errors are never cached.
type publicCache struct {
	ids     map[string]bool // persisted ids of PublicOperations
	answers publiccache.Cache
}

func newPublicCache() *publicCache {
	c := &publicCache{ids: map[string]bool{}}
	for id, text := range persisted.Client() {
		for _, name := range PublicOperations {
			if strings.HasPrefix(text, "query "+name+" ") || strings.HasPrefix(text, "query "+name+"(") {
				c.ids[id] = true
			}
		}
	}
	return c
}

// request is what checkRequest decoded of a POST body.
type request struct {
	Query         *string         `json:"query"`
	OperationName string          `json:"operationName"`
	Variables     json.RawMessage `json:"variables"`
	Extensions    map[string]any  `json:"extensions"`
}

// persistedID is the request's persisted query id, "" when it sends text.
func (q *request) persistedID() string {
	if q.Query != nil && *q.Query != "" {
		return ""
	}
	pq, _ := q.Extensions["persistedQuery"].(map[string]any)
	id, _ := pq["sha256Hash"].(string)
	return id
}

// key is the cache key of an anonymous request for a public operation, or
// "" when the request is not one.
func (c *publicCache) key(r *http.Request, q *request) string {
	id := q.persistedID()
	if c == nil || !c.ids[id] {
		return ""
	}
	return publiccache.VisitorKey(r, id, string(bytes.TrimSpace(q.Variables)))
}

// serve answers from the cache, filling it through next on a miss. It
// returns false when the request is not cacheable (next must serve it).
func (c *publicCache) serve(w http.ResponseWriter, r *http.Request, q *request, body []byte, next http.Handler) bool {
	key := c.key(r, q)
	if key == "" {
		return false
	}
	c.answers.Serve(w, r, key, body, next, complete)
	return true
}

// complete keeps only whole successes: an error or a partial answer (its
// errors come before its data) goes as it came.
func complete(status int, body []byte) bool {
	return status == http.StatusOK && bytes.HasPrefix(body, []byte(`{"data":`))
}
