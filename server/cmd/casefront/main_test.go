package main

import (
	"bytes"
	"net"
	"strings"
	"testing"
)

func TestHelpListsEveryCommand(t *testing.T) {
	for _, arg := range []string{"help", "-h", "--help"} {
		var out, errOut bytes.Buffer
		if code := exitCode(run([]string{arg}), &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d", arg, code)
		}
		for _, c := range commands {
			if !strings.Contains(out.String(), c[0]) || !strings.Contains(out.String(), c[1]) {
				t.Fatalf("%s: %q missing from\n%s", arg, c[0], out.String())
			}
		}
		if errOut.Len() != 0 {
			t.Fatalf("%s wrote to stderr: %s", arg, errOut.String())
		}
	}
}

func TestUnknownCommandExits2(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := exitCode(run([]string{"sevre"}), &out, &errOut); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if first, _, _ := strings.Cut(errOut.String(), "\n"); first != `casefront: unknown command "sevre"` {
		t.Fatalf("stderr starts %q", first)
	}
	if out.Len() != 0 {
		t.Fatalf("wrote to stdout: %s", out.String())
	}
}

func TestTakenPortIsOneClearError(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	addr := taken.Addr().String()
	_, err = listen(addr)
	if err == nil {
		t.Fatalf("second listen on %s succeeded", addr)
	}
	var out, errOut bytes.Buffer
	if code := exitCode(err, &out, &errOut); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	want := "casefront: address " + addr + " is already in use; set HTTP_ADDR\n"
	if errOut.String() != want {
		t.Fatalf("stderr %q, want %q", errOut.String(), want)
	}
	ln, err := listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
}
