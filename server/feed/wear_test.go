package feed_test

import (
	"testing"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/feed"
)

// A win carries the winner's level as others see it (none when the owner
// hides it) and what they wear.
func TestWinCarriesLevelAndWear(t *testing.T) {
	border, hood := 7, 9
	d := &ent.Drop{ID: 1, UserID: 2}
	u := &ent.User{ID: 2, Nickname: "Ana", Level: 30, BorderID: &border, HoodID: &hood}
	w := feed.WinOf(d, u, nil)
	if w.Level != 30 || w.LevelHidden || w.BorderID == nil || *w.BorderID != 7 || *w.HoodID != 9 || w.AvatarID != nil {
		t.Fatalf("shown %+v", w)
	}
	u.AccountLevelHidden = true
	if w := feed.WinOf(d, u, nil); w.Level != 0 || !w.LevelHidden || *w.BorderID != 7 {
		t.Fatalf("hidden %+v", w)
	}
}
