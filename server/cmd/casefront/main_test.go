package main

import (
	"bytes"
	"net"
	"strings"
	"testing"

	"github.com/casefront/casefront/server/config"
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

// A local start names the sandboxes' API roots and keys, so their
// documented calls can be tried; a public one never prints a key.
func TestSandboxKeysPrintedOnlyLocally(t *testing.T) {
	load := func(env map[string]string) string {
		cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
		if err != nil {
			t.Fatal(err)
		}
		return sandboxNotice(cfg)
	}
	local := load(map[string]string{"JWT_SECRET": "local-secret-for-the-test-0123456789"})
	cfg, _ := config.Load(func(k string) (string, bool) {
		if k == "JWT_SECRET" {
			return "local-secret-for-the-test-0123456789", true
		}
		return "", false
	})
	for _, want := range []string{cfg.Payments.SandboxAPIKey, cfg.Trades.SupplierAPIKey, "/sandbox/psp/api/payments/PAYMENT_ID/redeliver", "/sandbox/supplier/api/offers"} {
		if !strings.Contains(local, want) {
			t.Errorf("local notice lacks %q:\n%s", want, local)
		}
	}
	public := load(map[string]string{"JWT_SECRET": "a-production-secret-0123456789abcdef", "BASE_URL": "https://casefront.example", "VAPID_PUBLIC_KEY": "BCoPASlhUCrfKaLP2HshoNrVjGN-FCdYpfcwl6F8v_rgTyLj4VfETgRKlG51G33o7YPYb8ZS75s-m1QBJzQfcI0", "VAPID_PRIVATE_KEY": "xZjMslS6CbhkUNqdAgHHVzj5Md7S218Zp8EU3rOihgc", "PAYMENTS_SANDBOX": "1", "SUPPLIER_SANDBOX": "1"})
	if public != "" {
		t.Errorf("a public start printed:\n%s", public)
	}
}
