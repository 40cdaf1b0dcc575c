// Package mailpittest runs Mailpit, a local SMTP catcher, for tests and
// reads the mails it caught through its HTTP API.
package mailpittest

import (
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// Version is the Mailpit the tests are written against (make mailpit
// installs it into bin/).
const Version = "v1.33.1"

// Mailpit is a running Mailpit: SMTPURL for SMTP_URL, API its HTTP root.
type Mailpit struct {
	SMTPURL, API string
}

// Start runs Mailpit on free loopback ports until the test ends. Without
// the binary ($MAILPIT_BIN, else mailpit on PATH) the test is skipped, or
// fails when CASEFRONT_REQUIRE_MAILPIT=1 (as in make test).
func Start(t testing.TB) *Mailpit {
	t.Helper()
	bin := os.Getenv("MAILPIT_BIN")
	if bin == "" {
		bin, _ = exec.LookPath("mailpit")
	}
	if fi, err := os.Stat(bin); bin == "" || err != nil || fi.Mode()&0o111 == 0 {
		msg := "mailpit not found: run `make mailpit` or `go install github.com/axllent/mailpit@" + Version + "`, or set MAILPIT_BIN"
		if os.Getenv("CASEFRONT_REQUIRE_MAILPIT") == "1" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	smtp, web := freePort(t), freePort(t)
	cmd := exec.Command(bin, "--smtp", "127.0.0.1:"+smtp, "--listen", "127.0.0.1:"+web,
		"--disable-version-check", "--quiet", "--database", t.TempDir()+"/mailpit.db")
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() { _ = cmd.Process.Kill(); <-exited })
	m := &Mailpit{SMTPURL: "smtp://127.0.0.1:" + smtp, API: "http://127.0.0.1:" + web}
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(m.API + "/api/v1/info")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return m
			}
		}
		select {
		case err := <-exited:
			t.Fatalf("mailpit exited before listening: %v", err)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("mailpit did not answer within 30 s")
		}
	}
}

// freePort is a loopback port nobody listens on now (Mailpit takes fixed
// ports).
func freePort(t testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
}

// Message is one caught mail as the API answers it.
type Message struct {
	ID      string
	Subject string
	Text    string
	HTML    string
	Headers map[string][]string
}

// WaitFor waits (up to 30 s) for the newest mail to addr and reads it.
func (m *Mailpit) WaitFor(t testing.TB, addr string) Message {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var list struct{ Messages []struct{ ID string } }
		if m.get(t, "/api/v1/search?query="+url.QueryEscape(`to:"`+addr+`"`), &list) && len(list.Messages) > 0 {
			var msg Message
			m.get(t, "/api/v1/message/"+list.Messages[0].ID, &msg)
			var h map[string][]string
			m.get(t, "/api/v1/message/"+list.Messages[0].ID+"/headers", &h)
			msg.Headers = h
			return msg
		}
		if time.Now().After(deadline) {
			t.Fatalf("no mail to %s within 30 s", addr)
		}
		time.Sleep(50 * time.Millisecond) // polling Mailpit's API, bounded by the deadline
	}
}

// Count is how many mails to addr were caught.
func (m *Mailpit) Count(t testing.TB, addr string) int {
	var list struct {
		MessagesCount int `json:"messages_count"`
	}
	m.get(t, "/api/v1/search?query="+url.QueryEscape(`to:"`+addr+`"`), &list)
	return list.MessagesCount
}

func (m *Mailpit) get(t testing.TB, path string, v any) bool {
	res, err := http.Get(m.API + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return false
	}
	return json.NewDecoder(res.Body).Decode(v) == nil
}
