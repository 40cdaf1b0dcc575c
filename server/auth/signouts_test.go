package auth

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/server/realtime"
)

// sharedList stands in for the database table every instance reads; it
// counts the reads and can hold one until told to answer.
type sharedList struct {
	mu    sync.Mutex
	keys  map[string]bool
	reads int
	err   error
	hold  chan struct{} // non-nil: the next read waits for it to close
	held  chan struct{} // closed once that read has begun
}

func (l *sharedList) IsRevoked(_ context.Context, keys ...string) (bool, error) {
	l.mu.Lock()
	l.reads++
	hold, held := l.hold, l.held
	l.hold = nil
	revoked := false
	for _, k := range keys {
		revoked = revoked || l.keys[k]
	}
	err := l.err
	l.mu.Unlock()
	if hold != nil {
		close(held)
		<-hold
	}
	return revoked, err
}

func (l *sharedList) add(k string) { l.mu.Lock(); l.keys[k] = true; l.mu.Unlock() }
func (l *sharedList) count() int   { l.mu.Lock(); defer l.mu.Unlock(); return l.reads }

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) advance(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func newSignOutsOn(t *testing.T, list Denylist, bus realtime.Bus, clk *clock) *SignOuts {
	t.Helper()
	s := NewSignOuts(list, nil)
	s.Now = clk.now
	if bus != nil {
		ctx, cancel := context.WithCancel(context.Background())
		t.Cleanup(cancel)
		if err := s.Watch(ctx, bus); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func memoryBus(t *testing.T) realtime.Bus {
	t.Helper()
	b, err := realtime.Open("", "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	return b
}

func wantRevoked(t *testing.T, s *SignOuts, want bool, keys ...string) {
	t.Helper()
	got, err := s.IsRevoked(context.Background(), keys...)
	if err != nil || got != want {
		t.Fatalf("IsRevoked(%q) = %v, %v; want %v", keys, got, err, want)
	}
}

func TestSignOutsTrustAnAnswerForItsWindow(t *testing.T) {
	list := &sharedList{keys: map[string]bool{}}
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	s := newSignOutsOn(t, list, memoryBus(t), clk)

	for range 5 {
		wantRevoked(t, s, false, "fam:a", "jti1")
	}
	if n := list.count(); n != 1 {
		t.Fatalf("five checks within the window read the list %d times, want 1", n)
	}
	// Another token of the same sign-in is another set of keys.
	wantRevoked(t, s, false, "fam:a", "jti2")
	if n := list.count(); n != 2 {
		t.Fatalf("reads after a second token: %d, want 2", n)
	}
	clk.advance(SignOutTrust)
	wantRevoked(t, s, false, "fam:a", "jti1")
	if n := list.count(); n != 3 {
		t.Fatalf("a check after the window: %d reads, want 3", n)
	}
}

func TestSignOutsRememberNeitherErrorsNorSignOutsFromTheList(t *testing.T) {
	list := &sharedList{keys: map[string]bool{}, err: errors.New("database down")}
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	s := newSignOutsOn(t, list, memoryBus(t), clk)

	if _, err := s.IsRevoked(context.Background(), "fam:a"); err == nil {
		t.Fatal("the list's error was not returned")
	}
	list.mu.Lock()
	list.err = nil
	list.mu.Unlock()
	wantRevoked(t, s, false, "fam:a")
	if n := list.count(); n != 2 {
		t.Fatalf("after an error the next check read the list %d times in all, want 2", n)
	}
	// A sign-out written by an instance that announced nothing (an older
	// version, a lost message) is found once the window has passed.
	list.add("fam:b")
	wantRevoked(t, s, true, "fam:b")
	wantRevoked(t, s, true, "fam:b")
	if n := list.count(); n != 4 {
		t.Fatalf("signed-out answers were remembered: %d reads, want 4", n)
	}
}

func TestSignOutsReachEveryInstanceOnTheBus(t *testing.T) {
	list := &sharedList{keys: map[string]bool{}}
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	bus := memoryBus(t)
	here := newSignOutsOn(t, list, bus, clk)
	there := newSignOutsOn(t, list, bus, clk)

	wantRevoked(t, here, false, "fam:a")
	wantRevoked(t, there, false, "fam:a")
	wantRevoked(t, there, false, "fam:other")
	reads := list.count()

	list.add("fam:a") // what Logout writes, then tells
	here.SignedOut(context.Background(), "fam:a")
	wantRevoked(t, here, true, "fam:a") // at once, on the instance that signed out
	deadline := time.Now().Add(5 * time.Second)
	for {
		if revoked, _ := there.IsRevoked(context.Background(), "fam:a"); revoked {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the other instance still trusts a signed-out sign-in")
		}
		time.Sleep(time.Millisecond)
	}
	if n := list.count(); n != reads {
		t.Fatalf("the sign-out was found by %d reads, not by the announcement", n-reads)
	}
	wantRevoked(t, there, false, "fam:other") // other sign-ins are still trusted
}

// A read that began before a sign-out and answers after the sign-out was
// heard must not make the instance trust the sign-in again.
func TestSignOutsHeardDuringARead(t *testing.T) {
	list := &sharedList{keys: map[string]bool{}, hold: make(chan struct{}), held: make(chan struct{})}
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	s := newSignOutsOn(t, list, memoryBus(t), clk)
	hold, held := list.hold, list.held

	done := make(chan bool)
	go func() {
		revoked, _ := s.IsRevoked(context.Background(), "fam:a")
		done <- revoked
	}()
	<-held // the read has begun, and finds the sign-in clean
	clk.advance(SignOutTrust / 2)
	list.add("fam:a")
	s.SignedOut(context.Background(), "fam:a")
	clk.advance(SignOutTrust / 4)
	close(hold)
	<-done // its answer, clean, was true when its read began
	// Checked until the sign-out is no longer remembered and beyond: the
	// read's clean answer must have lapsed by then.
	for _, step := range []time.Duration{0, SignOutTrust / 2, SignOutTrust / 4, SignOutTrust} {
		clk.advance(step)
		wantRevoked(t, s, true, "fam:a")
	}
}

func TestSignOutsWithoutABusReadEveryTime(t *testing.T) {
	list := &sharedList{keys: map[string]bool{}}
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	s := newSignOutsOn(t, list, nil, clk)
	for range 3 {
		wantRevoked(t, s, false, "fam:a")
	}
	if n := list.count(); n != 3 {
		t.Fatalf("with no bus: %d reads for 3 checks, want 3", n)
	}

	// A bus that closes ends the memory: sign-outs could go unheard.
	bus := memoryBus(t)
	s = newSignOutsOn(t, list, bus, clk)
	wantRevoked(t, s, false, "fam:a")
	before := list.count()
	_ = bus.Close()
	deadline := time.Now().Add(5 * time.Second)
	for s.bus.Load() != nil {
		if time.Now().After(deadline) {
			t.Fatal("the closed bus is still counted on")
		}
		time.Sleep(time.Millisecond)
	}
	wantRevoked(t, s, false, "fam:a")
	wantRevoked(t, s, false, "fam:a")
	if n := list.count() - before; n != 2 {
		t.Fatalf("after the bus closed: %d reads for 2 checks, want 2", n)
	}
}

func TestSignOutsForgetOldSignOuts(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	s := newSignOutsOn(t, &sharedList{keys: map[string]bool{}}, memoryBus(t), clk)
	for _, k := range []string{"fam:a", "fam:b", "fam:c"} {
		s.heard(k)
	}
	clk.advance(SignOutTrust)
	s.heard("fam:d")
	s.mu.Lock()
	n := len(s.out)
	s.mu.Unlock()
	if n != 1 {
		t.Fatalf("%d sign-outs remembered after the window, want 1", n)
	}
}
