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
