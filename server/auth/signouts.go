package auth

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/realtime"
)

// SignOutTopic carries each sign-out's deny-list key to every instance.
const SignOutTopic = "auth.signout"

// SignOutTrust is how long an instance trusts an earlier "not signed out"
// answer of the shared list when it hears of no sign-out: the longest a
// sign-out can take to reach an instance whose bus lost the message (or
// that shares no bus). Signed-in websockets are checked as often.
const SignOutTrust = 2 * time.Second

// signOutMemory bounds the answers kept: one per active sign-in.
const signOutMemory = 1 << 16

// SignOuts puts a per-instance memory in front of the shared sign-out list,
// so a player's requests do not each read the database: a "not signed out"
// answer is trusted for SignOutTrust, and every sign-out is announced on the
// bus, which makes the instances that hear it refuse the sign-in at once.
// Without a live bus subscription every check reads the list.
type SignOuts struct {
	List  Denylist      // the shared list
	Trust time.Duration // 0 = SignOutTrust
	Now   func() time.Time
	Log   *zap.Logger

	clean *lru.Cache[string, time.Time] // keys → when the read that found them clean began
	bus   atomic.Pointer[realtime.Bus]  // set while subscribed

	mu  sync.Mutex
	out map[string]time.Time // keys heard signed out → until when that is remembered
}

// NewSignOuts returns the cached list in front of list.
func NewSignOuts(list Denylist, log *zap.Logger) *SignOuts {
	clean, _ := lru.New[string, time.Time](signOutMemory) // errors only on a size <= 0
	if log == nil {
		log = zap.NewNop()
	}
	return &SignOuts{List: list, Log: log, clean: clean, out: map[string]time.Time{}}
}

func (s *SignOuts) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *SignOuts) trust() time.Duration {
	if s.Trust > 0 {
		return s.Trust
	}
	return SignOutTrust
}

// Watch hears the sign-outs of every instance on bus until ctx ends. It
// returns once subscribed; answers are remembered from then on.
func (s *SignOuts) Watch(ctx context.Context, bus realtime.Bus) error {
	msgs, cancel, err := bus.Subscribe(ctx, SignOutTopic)
	if err != nil {
		return err
	}
	s.bus.Store(&bus)
	go func() {
		defer cancel()
		for m := range msgs {
			s.heard(string(m))
		}
		// Sign-outs may now go unheard: stop trusting remembered answers.
		s.bus.Store(nil)
		s.clean.Purge()
		if ctx.Err() == nil {
			s.Log.Warn("sign-out memory: the bus closed; every request now reads the sign-out list")
		}
	}()
	return nil
}

// IsRevoked answers from memory when it can, else from the shared list.
func (s *SignOuts) IsRevoked(ctx context.Context, keys ...string) (bool, error) {
	if s.bus.Load() == nil {
		return s.List.IsRevoked(ctx, keys...)
	}
	now := s.now()
	if s.heardOf(now, keys) {
		return true, nil
	}
	id := strings.Join(keys, "\x00")
	if began, ok := s.clean.Get(id); ok && now.Sub(began) < s.trust() {
		return false, nil
	}
	revoked, err := s.List.IsRevoked(ctx, keys...)
	if err != nil || revoked {
		return revoked, err
	}
	// Stamped with when the read began: a sign-out that committed during
	// the read is heard within the same trust window (heard marks outlive
	// it), so a late Add never extends an answer the sign-out made stale.
	s.clean.Add(id, now)
	return false, nil
}

// SignedOut is told of a sign-out written to the shared list: this instance
// refuses it at once, and the others when the bus brings it.
func (s *SignOuts) SignedOut(ctx context.Context, key string) {
	s.heard(key)
	if b := s.bus.Load(); b != nil {
		if err := (*b).Publish(ctx, SignOutTopic, []byte(key)); err != nil {
			s.Log.Warn("sign-out not announced; other instances refuse it within the trust window",
				zap.Error(err), zap.Duration("trust", s.trust()))
		}
	}
}

// heard remembers a sign-out for one trust window past its arrival: by
// then every remembered answer about its keys is older than the window and
// is read again from the shared list, which holds the sign-out.
func (s *SignOuts) heard(key string) {
	now := s.now()
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, until := range s.out {
		if !now.Before(until) {
			delete(s.out, k)
		}
	}
	s.out[key] = now.Add(s.trust())
}

func (s *SignOuts) heardOf(now time.Time, keys []string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.out) == 0 {
		return false
	}
	for _, k := range keys {
		if until, ok := s.out[k]; ok && now.Before(until) {
			return true
		}
	}
	return false
}
