package graph

import "testing"

// Who referred whom belongs to the partner screens, which show a partner
// their own referrals only: no User field may lead from a player to their
// referrals or their referrer, for any viewer.
func TestUserHasNoReferralEdges(t *testing.T) {
	user := schema().Schema().Types["User"]
	if user == nil {
		t.Fatal("no User type in the schema")
	}
	for _, f := range user.Fields {
		switch f.Name {
		case "referrals", "referrer", "referrerID", "referrerId":
			t.Errorf("User.%s exposes the referral graph to every viewer", f.Name)
		}
	}
}
