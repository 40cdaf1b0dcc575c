package auth

import (
	"crypto/rand"
	"fmt"
	"math/big"

	"github.com/casefront/casefront/server/users"
)

// DemoPlayer is an account of the development sign-in page.
type DemoPlayer struct {
	Key      string
	SteamID  string // outside the range Steam assigns, so it never collides with a real account
	Nickname string
	Role     string // "" for a player; "moderator" for the staff account that moderates and answers tickets
}

// DemoPlayers are offered by /auth/dev when DEV_LOGIN=1.
var DemoPlayers = []DemoPlayer{
	{"demo1", "70000000000000001", "Demo Player 1", ""},
	{"demo2", "70000000000000002", "Demo Player 2", ""},
	{"demo3", "70000000000000003", "Demo Player 3", ""},
	{"demo4", "70000000000000004", "Demo Player 4", ""},
	// The battle specs play with these, so their stakes and XP leave the
	// other players' balances and levels as the other specs expect.
	{"demo5", "70000000000000005", "Demo Player 5", ""},
	{"demo6", "70000000000000006", "Demo Player 6", ""},
	{"demo7", "70000000000000007", "Demo Player 7", ""},
	// The trades specs withdraw, decline and swap with this one.
	{"demo8", "70000000000000008", "Demo Player 8", ""},
	// Staff: publishes posts, moderates comments and answers tickets.
	{"demomod", "70000000000000090", "Demo Moderator", "moderator"},
}

// NewDemoPlayer is the dev sign-in's choice of a fresh account, for trying
// what only a new player meets (a referral link, the first deposit).
const NewDemoPlayer = "new"

// newDemoProfile is a demo account nobody has used: a Steam id in the
// demo range (70000001xxxxxxxxx, past the fixed players'), chosen at random.
func newDemoProfile() *users.Profile {
	n, _ := rand.Int(rand.Reader, big.NewInt(1_000_000_000))
	id := fmt.Sprintf("70000001%09d", n.Int64())
	return &users.Profile{SteamID: id, Nickname: "New Player " + id[len(id)-4:], Demo: true}
}
