package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// subscribers are the load's websocket clients. They share the machine
// with the server, so they must cost it as little as possible: plain
// non-blocking sockets outside Go's poller, read by a few goroutines, one
// per epoll set, one read per message, frames parsed in place and only the
// drops' ids and timestamps extracted, a bit per win for the loss.
type subscribers struct {
	conns  []*sub
	loops  []*loop
	failed atomic.Int64
	wg     sync.WaitGroup
}

// sub is one connection.
type sub struct {
	fd      int
	pending []byte   // an incomplete frame left by the last read
	msg     []byte   // a fragmented message so far
	seen    []uint64 // bit per win id received
	closed  bool
}

// loop reads one epoll set; its figures are merged at the end.
type loop struct {
	epfd           int
	conns          map[int32]*sub
	buf            []byte
	messages, wins int64
	lat, newest    []int64 // histograms of milliseconds, the last bucket is everything later
	failed         int64
	stop           atomic.Bool

	prefix []byte // the date and hour of the last timestamp parsed
	base   time.Time
}

const histSize = 60001

const feedQuery = `drop { id nickname marketHashName rarity stattrak image price caseAlias caseName createdAt } stats { casesOpened casesOpenedToday milspec restricted classified covert rare stattrak }`

func connect(addr string, n int, op string) (*subscribers, error) {
	query := "subscription { liveFeed { " + feedQuery + " } }"
	if op == "liveFeedBatch" {
		query = "subscription { liveFeedBatch { drops { id nickname marketHashName rarity stattrak image price caseAlias caseName createdAt } stats { casesOpened casesOpenedToday milspec restricted classified covert rare stattrak } } }"
	}
	subMsg, _ := json.Marshal(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": query}})
	ta, err := net.ResolveTCPAddr("tcp4", addr)
	if err != nil {
		return nil, err
	}
	s := &subscribers{conns: make([]*sub, n)}
	for range max(1, runtime.GOMAXPROCS(0)) {
		epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
		if err != nil {
			return nil, err
		}
		s.loops = append(s.loops, &loop{epfd: epfd, conns: map[int32]*sub{}, buf: make([]byte, 256<<10),
			lat: make([]int64, histSize), newest: make([]int64, histSize)})
	}
	var mu sync.Mutex
	var firstErr error
	sem := make(chan struct{}, 32)
	var dial sync.WaitGroup
	for i := range n {
		sem <- struct{}{}
		dial.Add(1)
		go func() {
			defer func() { <-sem; dial.Done() }()
			c, err := open(ta, subMsg)
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = fmt.Errorf("subscriber %d: %w", i, err)
				}
				mu.Unlock()
				return
			}
			l := s.loops[i%len(s.loops)]
			mu.Lock()
			s.conns[i] = c
			l.conns[int32(c.fd)] = c
			mu.Unlock()
			ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(c.fd)}
			if err := syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_ADD, c.fd, &ev); err != nil {
				mu.Lock()
				firstErr = err
				mu.Unlock()
			}
		}()
	}
	dial.Wait()
	for _, l := range s.loops {
		s.wg.Add(1)
		go func() { defer s.wg.Done(); l.run() }()
	}
	return s, firstErr
}

// open connects, upgrades, initialises and subscribes, with blocking
// calls, then leaves the socket non-blocking for the epoll loop. The
// connection_ack and anything else before the feed is read by the loop.
func open(ta *net.TCPAddr, subMsg []byte) (*sub, error) {
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	c := &sub{fd: fd}
	fail := func(err error) (*sub, error) { syscall.Close(fd); return nil, err }
	sa := &syscall.SockaddrInet4{Port: ta.Port}
	copy(sa.Addr[:], ta.IP.To4())
	// Blocking calls here are interrupted by the runtime's signals: an
	// interrupted connect goes on, and is asked again until it is done.
	for err := syscall.Connect(fd, sa); err != nil; err = syscall.Connect(fd, sa) {
		switch err {
		case syscall.EISCONN:
			err = nil
		case syscall.EINTR, syscall.EALREADY, syscall.EINPROGRESS:
			time.Sleep(time.Millisecond)
			continue
		default:
			return fail(err)
		}
		break
	}
	_ = syscall.SetsockoptTimeval(fd, syscall.SOL_SOCKET, syscall.SO_RCVTIMEO, &syscall.Timeval{Sec: 30})
	req := "GET /graphql HTTP/1.1\r\nHost: " + ta.String() + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n"
	if err := writeAll(fd, []byte(req)); err != nil {
		return fail(err)
	}
	var resp []byte
	b := make([]byte, 1024)
	for !bytes.Contains(resp, []byte("\r\n\r\n")) {
		n, err := syscall.Read(fd, b)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n == 0 {
			return fail(fmt.Errorf("upgrade: %v", err))
		}
		resp = append(resp, b[:n]...)
	}
	if !bytes.HasPrefix(resp, []byte("HTTP/1.1 101")) {
		return fail(fmt.Errorf("upgrade refused: %q", resp[:bytes.IndexByte(resp, '\r')]))
	}
	c.pending = append(c.pending, resp[bytes.Index(resp, []byte("\r\n\r\n"))+4:]...)
	if err := writeAll(fd, clientFrame(0x1, []byte(`{"type":"connection_init"}`))); err != nil {
		return fail(err)
	}
	if err := writeAll(fd, clientFrame(0x1, subMsg)); err != nil {
		return fail(err)
	}
	if err := syscall.SetNonblock(fd, true); err != nil {
		return fail(err)
	}
	return c, nil
}

func writeAll(fd int, b []byte) error {
	for len(b) > 0 {
		n, err := syscall.Write(fd, b)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// clientFrame is a masked frame (a zero mask: the server only checks that
// the bit is set).
func clientFrame(op byte, p []byte) []byte {
	b := []byte{0x80 | op}
	switch n := len(p); {
	case n < 126:
		b = append(b, 0x80|byte(n))
	case n <= 0xffff:
		b = binary.BigEndian.AppendUint16(append(b, 0x80|126), uint16(n))
	default:
		b = binary.BigEndian.AppendUint64(append(b, 0x80|127), uint64(n))
	}
	b = append(b, 0, 0, 0, 0)
	return append(b, p...)
}

func (l *loop) run() {
	events := make([]syscall.EpollEvent, 256)
	for !l.stop.Load() {
		n, err := syscall.EpollWait(l.epfd, events, 100)
		if err != nil {
			if errors.Is(err, syscall.EINTR) {
				continue
			}
			return
		}
		now := time.Now()
		for _, ev := range events[:n] {
			if c := l.conns[ev.Fd]; c != nil && !c.closed {
				l.read(c, now)
			}
		}
	}
}

// read takes what the socket has (level-triggered: what is left is
// reported again) and handles the complete frames.
func (l *loop) read(c *sub, now time.Time) {
	buf := append(l.buf[:0], c.pending...)
	n, err := syscall.Read(c.fd, buf[len(buf):cap(buf)])
	if err == syscall.EAGAIN || err == syscall.EINTR {
		return
	}
	if err != nil || n == 0 {
		c.closed = true
		_ = syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_DEL, c.fd, nil)
		return
	}
	buf = buf[:len(buf)+n]
	// The server writes a tick in one go (liveFeed: a message per win), so
	// the messages of one read are measured from the newest win among them.
	var newest time.Time
	measured := 0
	defer func() {
		if measured > 0 {
			l.messages += int64(measured)
			l.newest[bucket(now.Sub(newest))] += int64(measured)
		}
	}()
	record := func(b []byte) {
		if at, ok := l.message(c, b, now); ok {
			measured++
			if at.After(newest) {
				newest = at
			}
		}
	}
	for {
		op, fin, payload, rest, ok := parseFrame(buf)
		if !ok {
			break
		}
		buf = rest
		switch {
		case op == 0x9: // ping
			_ = writeAll(c.fd, clientFrame(0xA, payload))
		case op == 0x8: // close
			c.closed = true
		case op >= 0x8:
		case !fin || op == 0x0:
			c.msg = append(c.msg, payload...)
			if fin {
				record(c.msg)
				c.msg = c.msg[:0]
			}
		default:
			record(payload)
		}
	}
	c.pending = append(c.pending[:0], buf...)
}

// parseFrame splits off one complete unmasked frame.
func parseFrame(b []byte) (op byte, fin bool, payload, rest []byte, ok bool) {
	if len(b) < 2 {
		return 0, false, nil, b, false
	}
	op, fin = b[0]&0x0f, b[0]&0x80 != 0
	n, h := uint64(b[1]&0x7f), 2
	switch n {
	case 126:
		if len(b) < 4 {
			return 0, false, nil, b, false
		}
		n, h = uint64(binary.BigEndian.Uint16(b[2:])), 4
	case 127:
		if len(b) < 10 {
			return 0, false, nil, b, false
		}
		n, h = binary.BigEndian.Uint64(b[2:]), 10
	}
	if uint64(len(b)-h) < n {
		return 0, false, nil, b, false
	}
	return op, fin, b[h : h+int(n)], b[h+int(n):], true
}

var (
	nextHead   = []byte(`{"id":"1","type":"next"`)
	idKey      = []byte(`"id":"`)
	createdKey = []byte(`"createdAt":"`)
)

// message records one graphql-transport-ws message: for a next, each
// drop's id and latency; it returns the newest drop's publish time, ok
// when the message holds measured wins.
func (l *loop) message(c *sub, b []byte, now time.Time) (newest time.Time, measured bool) {
	if !bytes.HasPrefix(b, nextHead) {
		if bytes.Contains(b, []byte(`"type":"error"`)) || bytes.Contains(b, []byte(`"type":"complete"`)) {
			l.failed++
		}
		return newest, false
	}
	b = b[len(nextHead):]
	for {
		i := bytes.Index(b, idKey)
		if i < 0 {
			break
		}
		b = b[i+len(idKey):]
		j := bytes.IndexByte(b, '"')
		id, _ := strconv.Atoi(unsafe.String(&b[0], j))
		k := bytes.Index(b, createdKey)
		if k < 0 {
			break
		}
		b = b[k+len(createdKey):]
		e := bytes.IndexByte(b, '"')
		at := l.parseTime(b[:e])
		b = b[e:]
		if at.After(newest) {
			newest = at
		}
		if id <= 0 || id >= tailID {
			continue // the tail after the measured wins
		}
		measured = true
		if w := id / 64; w >= len(c.seen) {
			c.seen = append(c.seen, make([]uint64, w+1-len(c.seen)+16)...)
		}
		c.seen[id/64] |= 1 << (id % 64)
		l.lat[bucket(now.Sub(at))]++
		l.wins++
	}
	return newest, measured
}

func bucket(d time.Duration) int {
	return max(0, min(int(d.Milliseconds()), histSize-1))
}

// parseTime reads an RFC 3339 UTC timestamp; the date and hour are
// parsed once an hour, the rest by hand.
func (l *loop) parseTime(b []byte) time.Time {
	// 2006-01-02T15:04:05.999999999Z
	if len(b) >= 20 && b[len(b)-1] == 'Z' && b[16] == ':' && (len(b) == 20 || b[19] == '.') {
		if !bytes.Equal(b[:13], l.prefix) {
			t, err := time.Parse("2006-01-02T15", string(b[:13]))
			if err != nil {
				return time.Time{}
			}
			l.prefix, l.base = append(l.prefix[:0], b[:13]...), t
		}
		d := func(i int) int { return int(b[i] - '0') }
		t := l.base.Add(time.Duration(d(14)*10+d(15))*time.Minute + time.Duration(d(17)*10+d(18))*time.Second)
		if len(b) > 21 {
			frac, scale := 0, 1_000_000_000
			for _, ch := range b[20 : len(b)-1] {
				frac, scale = frac*10+int(ch-'0'), scale/10
			}
			t = t.Add(time.Duration(frac * scale))
		}
		return t
	}
	t, _ := time.Parse(time.RFC3339Nano, string(b))
	return t
}

type report struct {
	messages, wins        int64
	p50, p99, max         time.Duration
	tickP50, tickP99      time.Duration
	expected, lost, lossy int64
	failed                int64
}

// report stops the loops, closes the connections and sums up.
func (s *subscribers) report() report {
	for _, l := range s.loops {
		l.stop.Store(true)
	}
	s.wg.Wait()
	r := report{failed: s.failed.Load()}
	lat, newest := make([]int64, histSize), make([]int64, histSize)
	for _, l := range s.loops {
		r.messages += l.messages
		r.wins += l.wins
		r.failed += l.failed
		for i := range lat {
			lat[i] += l.lat[i]
			newest[i] += l.newest[i]
		}
		syscall.Close(l.epfd)
	}
	var union []uint64
	for _, c := range s.conns {
		if c == nil {
			continue
		}
		syscall.Close(c.fd)
		for len(union) < len(c.seen) {
			union = append(union, 0)
		}
		for i, w := range c.seen {
			union[i] |= w
		}
	}
	all := ones(union)
	for _, c := range s.conns {
		if c == nil {
			r.failed++
			continue
		}
		r.expected += int64(all)
		if miss := int64(all - ones(c.seen)); miss > 0 {
			r.lost += miss
			r.lossy++
		}
	}
	r.p50, r.p99, r.max = percentiles(lat)
	r.tickP50, r.tickP99, _ = percentiles(newest)
	return r
}

func ones(bits []uint64) int {
	n := 0
	for _, w := range bits {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// percentiles reads p50, p99 and the maximum off a histogram of milliseconds.
func percentiles(counts []int64) (p50, p99, top time.Duration) {
	var total int64
	for _, c := range counts {
		total += c
	}
	at := func(q float64) time.Duration {
		want, acc := int64(q*float64(total)), int64(0)
		for i, c := range counts {
			acc += c
			if acc >= want && acc > 0 {
				return time.Duration(i) * time.Millisecond
			}
		}
		return 0
	}
	for i := len(counts) - 1; i >= 0; i-- {
		if counts[i] > 0 {
			top = time.Duration(i) * time.Millisecond
			break
		}
	}
	return at(0.5), at(0.99), top
}
