package ratelimit

import "testing"

func TestSubjectAndKey(t *testing.T) {
	if Subject(7, "1.2.3.4") != "u7" || Subject(0, "1.2.3.4") != "ip1.2.3.4" {
		t.Fatal(Subject(7, "1.2.3.4"), Subject(0, "1.2.3.4"))
	}
	if CaseOpen.Key("u7") != "/case/open:u7" {
		t.Fatal(CaseOpen.Key("u7"))
	}
}

// Addresses of one IPv6 /64 are one subject: its holder can use any of them.
func TestSubjectIPv6By64(t *testing.T) {
	if a, b := Subject(0, "2001:db8:1:2::1"), Subject(0, "2001:db8:1:2:ffff::9"); a != b {
		t.Fatalf("one /64, two subjects: %s %s", a, b)
	}
	if a, b := Subject(0, "2001:db8:1:2::1"), Subject(0, "2001:db8:1:3::1"); a == b {
		t.Fatalf("two /64s, one subject: %s", a)
	}
}
