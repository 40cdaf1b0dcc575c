package graph

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/graph/ws"
)

// A socket's authority ends when its token expires, even if nobody signs out.
func TestSocketAuthorityEndsWithTokenExpiry(t *testing.T) {
	s := newSockets(nil, zap.NewNop(), 0)
	s.every = 20 * time.Millisecond
	expiring := s.watch(context.Background(), &auth.Claims{UserID: 1, ExpiresAt: time.Now().Add(100 * time.Millisecond)})
	visitor := s.watch(context.Background(), nil)
	select {
	case <-expiring.Done():
		if !errors.Is(context.Cause(expiring), ws.ErrForbidden) {
			t.Fatalf("ended with %v, want ws.ErrForbidden", context.Cause(expiring))
		}
	case <-time.After(3 * time.Second):
		t.Fatal("the socket outlived its token")
	}
	if visitor.Err() != nil {
		t.Fatal("a visitor's socket ended")
	}
}
