// Package testenv locates optional external services for tests.
package testenv

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	localRedisAddr = "127.0.0.1:6379"
	// localRedisDB keeps test data away from the default DB a developer may
	// use. The DB is shared by all packages and runs, so callers must build
	// keys, prefixes and topics from Unique(t) instead of flushing it.
	localRedisDB = 9
	pingTimeout  = 500 * time.Millisecond
)

// The probe runs once per test binary so a missing server costs 500 ms once,
// not once per test.
var localRedisUp = sync.OnceValue(func() bool { return pingRedis(localRedisAddr) })

// RedisURL returns the Redis URL tests should use: $REDIS_URL when set,
// otherwise a dedicated DB on the local server if it answers PING. Without a
// server the test is skipped, unless $REQUIRE_REDIS=1 (CI sets it), where a
// silent skip would hide a broken pipeline, so the test fails instead.
//
// The database is shared: use Unique(t) to build key prefixes and topics.
func RedisURL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv("REDIS_URL"); u != "" {
		return u
	}
	if localRedisUp() {
		return fmt.Sprintf("redis://%s/%d", localRedisAddr, localRedisDB)
	}
	if os.Getenv("REQUIRE_REDIS") == "1" {
		t.Fatalf("redis required (REQUIRE_REDIS=1) but not reachable at %s and REDIS_URL is unset", localRedisAddr)
	}
	t.Skip("redis not available")
	return ""
}

// Unique returns a short random token (letters and digits) for building key
// prefixes and topics, so concurrent tests and runs never share state.
func Unique(t testing.TB) string {
	t.Helper()
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatalf("testenv: random: %v", err)
	}
	return "t" + hex.EncodeToString(b[:])
}

// pingRedis speaks just enough RESP to tell a live server from a closed or
// unrelated port, without depending on a client library.
func pingRedis(addr string) bool {
	conn, err := net.DialTimeout("tcp", addr, pingTimeout)
	if err != nil {
		return false
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(pingTimeout)); err != nil {
		return false
	}
	if _, err := conn.Write([]byte("*1\r\n$4\r\nPING\r\n")); err != nil {
		return false
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return false
	}
	return strings.HasPrefix(line, "+PONG")
}
