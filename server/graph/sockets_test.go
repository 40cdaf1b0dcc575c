package graph

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/graph/ws"
	"github.com/casefront/casefront/server/realtime"
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

// A sign-out heard on the bus ends that sign-in's sockets at once, not at
// the next periodic check, and no other socket.
func TestSocketsHearSignOuts(t *testing.T) {
	bus, err := realtime.Open("", "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bus.Close()
	s := newSockets(nil, zap.NewNop(), 0)
	s.every = time.Hour // the periodic check never runs here
	if err := s.hear(context.Background(), bus); err != nil {
		t.Fatal(err)
	}
	exp := time.Now().Add(time.Hour)
	signedOut := s.watch(context.Background(), &auth.Claims{UserID: 1, ID: "fam:a", ExpiresAt: exp})
	sameSignIn := s.watch(context.Background(), &auth.Claims{UserID: 1, ID: "fam:a", ExpiresAt: exp})
	other := s.watch(context.Background(), &auth.Claims{UserID: 1, ID: "fam:b", ExpiresAt: exp})

	if err := bus.Publish(context.Background(), auth.SignOutTopic, []byte("fam:a")); err != nil {
		t.Fatal(err)
	}
	for _, ctx := range []context.Context{signedOut, sameSignIn} {
		select {
		case <-ctx.Done():
			if !errors.Is(context.Cause(ctx), ws.ErrForbidden) {
				t.Fatalf("ended with %v, want ws.ErrForbidden", context.Cause(ctx))
			}
		case <-time.After(5 * time.Second):
			t.Fatal("a socket of the signed-out sign-in is still open")
		}
	}
	if other.Err() != nil {
		t.Fatal("the player's other sign-in lost its socket")
	}
}
