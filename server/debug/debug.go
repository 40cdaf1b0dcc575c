// Package debug serves Go's profiler (net/http/pprof) on a separate,
// loopback-only address (DEBUG_ADDR), so that a profile of a live server can
// be taken without outside tools and without exposing it to the internet.
package debug

import (
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// Handler is the profiler's routes under /debug/pprof/.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// Loopback reports whether addr (host:port) binds only the local machine.
func Loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Listen binds addr, which must be a loopback address, and serves the
// profiler there until the returned server is shut down.
func Listen(addr string) (*http.Server, net.Addr, error) {
	if !Loopback(addr) {
		return nil, nil, fmt.Errorf("debug: DEBUG_ADDR %q must be a loopback address such as 127.0.0.1:6060", addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, nil, fmt.Errorf("debug: %w", err)
	}
	// No write timeout: a CPU profile streams for its whole duration.
	srv := &http.Server{Handler: Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return srv, ln.Addr(), nil
}
