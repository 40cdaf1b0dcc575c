package debug_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/debug"
)

func TestOnlyLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:6060": true, "[::1]:6060": true, "localhost:6060": true,
		":6060": false, "0.0.0.0:6060": false, "10.0.0.5:6060": false, "example.com:6060": false, "6060": false,
	} {
		if got := debug.Loopback(addr); got != want {
			t.Errorf("Loopback(%q) = %v, want %v", addr, got, want)
		}
	}
	if _, _, err := debug.Listen(":0"); err == nil {
		t.Fatal("the profiler listened on every interface")
	}
}

func TestServesTheProfiler(t *testing.T) {
	srv, addr, err := debug.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown(context.Background())
	res, err := http.Get("http://" + addr.String() + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "goroutine profile") {
		t.Fatalf("%d: %.200s", res.StatusCode, body)
	}
}
