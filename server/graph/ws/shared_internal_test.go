package ws

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// A subscriber's queue keeps the newest results and counts the first drop;
// it asks for a writer once, while no write is under way.
func TestSharedMemberDropsOldest(t *testing.T) {
	m := &sharedMember{queue: 2, head: "h"}
	ev := func(s string) *sharedEvent { return &sharedEvent{frames: map[string][]byte{"h": []byte(s)}} }
	var drops, firsts, idles int
	for _, p := range []string{"1", "2", "3", "4"} {
		d, f, idle := m.deliver([]*sharedEvent{ev(p)})
		drops += d
		if f {
			firsts++
		}
		if idle {
			idles++
		}
	}
	if drops != 2 || firsts != 1 || idles != 1 {
		t.Fatalf("%d drops, %d first drops, %d writers asked; want 2, 1, 1", drops, firsts, idles)
	}
	if len(m.q) != 2 || string(m.q[0].frames["h"]) != "3" || string(m.q[1].frames["h"]) != "4" {
		t.Fatalf("kept %d results, want the newest 3 4", len(m.q))
	}
	// A burst longer than the queue keeps its newest results.
	if d, f, _ := m.deliver([]*sharedEvent{ev("5"), ev("6"), ev("7")}); d != 3 || f {
		t.Fatalf("burst: %d drops (first %v), want 3 and not first", d, f)
	}
	if string(m.q[0].frames["h"]) != "6" || string(m.q[1].frames["h"]) != "7" {
		t.Fatal("the burst did not keep its newest results")
	}
	m.left = true
	if d, _, idle := m.deliver([]*sharedEvent{ev("8")}); d != 0 || idle || len(m.q) != 2 {
		t.Fatal("delivered after the subscriber left")
	}
}

// textFrame writes the websocket header for each length class.
func TestTextFrameHeader(t *testing.T) {
	for _, n := range []int{0, 100, 125 - 2, 126, 1000, 0xffff - 2, 0xffff, 70000} {
		payload := bytes.Repeat([]byte("x"), n)
		f := textFrame("{", payload)
		size := n + 2
		var hdr []byte
		switch {
		case size < 126:
			hdr = []byte{0x81, byte(size)}
		case size <= 0xffff:
			hdr = binary.BigEndian.AppendUint16([]byte{0x81, 126}, uint16(size))
		default:
			hdr = binary.BigEndian.AppendUint64([]byte{0x81, 127}, uint64(size))
		}
		if !bytes.HasPrefix(f, hdr) || len(f) != len(hdr)+size || f[len(hdr)] != '{' || f[len(f)-1] != '}' {
			t.Fatalf("payload of %d: bad frame header % x", n, f[:min(len(f), 10)])
		}
	}
}

// A result is framed once per distinct head: subscribers that use the same
// protocol and id share the bytes.
func TestSharedFramePerHead(t *testing.T) {
	s := &Shared{}
	g := &sharedGroup{members: map[*sharedMember]struct{}{}, heads: map[string]int{}}
	a, b := `{"id":"1","type":"next","payload":`, `{"id":"2","type":"next","payload":`
	ms := []*sharedMember{{head: a, queue: 5}, {head: a, queue: 5}, {head: b, queue: 5}}
	for _, m := range ms {
		g.members[m] = struct{}{}
		g.heads[m.head]++
	}
	ready := s.queue(g, [][]byte{[]byte(`{"data":1}`), []byte(`{"data":2}`)})
	if len(ready) != 3 {
		t.Fatalf("%d members need a writer, want 3", len(ready))
	}
	for _, m := range ms {
		if len(m.q) != 2 {
			t.Fatalf("member queued %d results, want the burst of 2", len(m.q))
		}
	}
	for i, ev := range ms[0].q {
		if len(ev.frames) != 2 {
			t.Fatalf("result framed %d times, want once per head (2)", len(ev.frames))
		}
		if ms[1].q[i] != ev || ms[2].q[i] != ev {
			t.Fatal("members do not share the result")
		}
		want := textFrame(a, []byte(`{"data":`+string(rune('1'+i))+`}`))
		if !bytes.Equal(ev.frames[a], want) {
			t.Fatalf("frame %q, want %q", ev.frames[a], want)
		}
	}
	if &ms[0].q[0].frames[a][0] != &ms[1].q[0].frames[a][0] {
		t.Fatal("subscribers with the same id do not share the frame's bytes")
	}
}
