// Package stripetest runs stripe-mock for tests and builds signed Stripe
// webhook deliveries, for the gateway's tests and for those of the payment
// service above it.
package stripetest

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// MockVersion is the stripe-mock the tests are written against (make
// stripe-mock installs it into bin/).
const MockVersion = "v0.203.0"

// StartMock starts stripe-mock on a free loopback port, stops it when the
// test ends and returns its base URL ("http://127.0.0.1:port") for
// stripegw.Config.APIBase. Without the binary the test is skipped, or
// fails when CASEFRONT_REQUIRE_STRIPE_MOCK=1 (as in make test).
func StartMock(t testing.TB) string {
	t.Helper()
	bin, err := mockBinary()
	if err != nil {
		msg := "stripe-mock not found (" + err.Error() + "): run `make stripe-mock` or `go install github.com/stripe/stripe-mock@" + MockVersion + "`, or set STRIPE_MOCK_BIN"
		if os.Getenv("CASEFRONT_REQUIRE_STRIPE_MOCK") == "1" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	// Port 0 lets the system pick, so parallel test binaries never collide.
	// stripe-mock turns its default HTTPS listener (:12112, every
	// interface) off only for -http/-http-port/-http-unix, not -http-addr:
	// it is moved to a free loopback port too, and not used.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	exited := make(chan struct{})
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})

	// It prints "Listening for HTTP at address: 127.0.0.1:NNNNN" once the
	// port is bound (after loading its OpenAPI spec, a second or two).
	addr := make(chan string, 1)
	var out lockedBuffer
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			out.Write([]byte(line + "\n"))
			if a, ok := strings.CutPrefix(line, "Listening for HTTP at address: "); ok {
				addr <- strings.TrimSpace(a)
			}
		}
		_ = cmd.Wait()
		close(exited)
	}()
	select {
	case a := <-addr:
		return "http://" + a
	case <-exited:
		t.Fatalf("stripe-mock exited before listening:\n%s%s", out.String(), stderr.String())
	case <-time.After(60 * time.Second):
		t.Fatalf("stripe-mock did not start within a minute:\n%s%s", out.String(), stderr.String())
	}
	return ""
}

// mockBinary finds stripe-mock: $STRIPE_MOCK_BIN, then go install's
// destination ($GOBIN, $GOPATH/bin), then PATH.
func mockBinary() (string, error) {
	if p := os.Getenv("STRIPE_MOCK_BIN"); p != "" {
		if isExecutable(p) {
			return p, nil
		}
		return "", errors.New("STRIPE_MOCK_BIN=" + p + " is not an executable file")
	}
	var dirs []string
	if goBin, err := exec.Command("go", "env", "GOBIN", "GOPATH").Output(); err == nil {
		lines := strings.Split(strings.TrimSpace(string(goBin)), "\n")
		if len(lines) > 0 && strings.TrimSpace(lines[0]) != "" {
			dirs = append(dirs, strings.TrimSpace(lines[0]))
		}
		if len(lines) > 1 {
			for _, p := range filepath.SplitList(strings.TrimSpace(lines[1])) {
				dirs = append(dirs, filepath.Join(p, "bin"))
			}
		}
	}
	for _, d := range dirs {
		if p := filepath.Join(d, "stripe-mock"); isExecutable(p) {
			return p, nil
		}
	}
	return exec.LookPath("stripe-mock")
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// lockedBuffer collects a process's output for a failure message.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
