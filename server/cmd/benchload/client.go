package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"time"
)

// conn is one worker's keep-alive connection to an instance, written and
// read directly, as wrk does: Go's http.Client hands each request between
// goroutines, which took about a fifth of the machine's CPU away from the
// server being measured (the anchors have no client at all). Responses are
// still parsed by net/http, status checked and bodies read to the end.
type conn struct {
	addr string
	c    net.Conn
	br   *bufio.Reader
}

func newConns(n int, base string) []*conn {
	u, _ := url.Parse(base)
	out := make([]*conn, n)
	for i := range out {
		out[i] = &conn{addr: u.Host}
	}
	return out
}

// request is a whole HTTP/1.1 request, built once per worker.
func request(method, base, path string, header map[string]string, body []byte) []byte {
	u, _ := url.Parse(base)
	b := fmt.Appendf(nil, "%s %s HTTP/1.1\r\nHost: %s\r\n", method, path, u.Host)
	for k, v := range header {
		b = fmt.Appendf(b, "%s: %s\r\n", k, v)
	}
	if body != nil {
		b = fmt.Appendf(b, "Content-Length: %d\r\n", len(body))
	}
	return append(append(b, "\r\n"...), body...)
}

// do sends req and reads its response; a broken connection is dialled
// again on the next request.
func (k *conn) do(req []byte) error {
	if k.c == nil {
		c, err := net.DialTimeout("tcp", k.addr, 5*time.Second)
		if err != nil {
			return err
		}
		k.c, k.br = c, bufio.NewReaderSize(c, 32<<10)
	}
	_ = k.c.SetDeadline(time.Now().Add(30 * time.Second))
	if _, err := k.c.Write(req); err != nil {
		k.close()
		return err
	}
	res, err := http.ReadResponse(k.br, nil)
	if err != nil {
		k.close()
		return err
	}
	_, err = io.Copy(io.Discard, res.Body)
	_ = res.Body.Close()
	if err != nil || res.Close {
		k.close()
	}
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("HTTP %d", res.StatusCode)
	}
	return nil
}

func (k *conn) close() {
	if k.c != nil {
		_ = k.c.Close()
		k.c = nil
	}
}

func closeAll(cs []*conn) {
	for _, k := range cs {
		k.close()
	}
}
