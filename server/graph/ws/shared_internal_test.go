package ws

import "testing"

// A subscriber's queue keeps the newest payloads and counts the first drop.
func TestSharedMemberDropsOldest(t *testing.T) {
	m := &sharedMember{q: make(chan []byte, 2), done: make(chan struct{})}
	var drops, firsts int
	for _, p := range []string{"1", "2", "3", "4"} {
		d, f := m.deliver([]byte(p))
		if d {
			drops++
		}
		if f {
			firsts++
		}
	}
	if drops != 2 || firsts != 1 {
		t.Fatalf("%d drops, %d first drops; want 2 and 1", drops, firsts)
	}
	if a, b := string(<-m.q), string(<-m.q); a != "3" || b != "4" {
		t.Fatalf("kept %s %s, want the newest 3 4", a, b)
	}
	m.close()
	if d, _ := m.deliver([]byte("5")); d {
		t.Fatal("delivered after close")
	}
}
