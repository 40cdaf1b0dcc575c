package socials

import (
	"time"

	"github.com/casefront/casefront/ent"
)

// View is a player's socials as every transport answers them.
type View struct {
	Email    Email
	Phone    Phone
	Services []Link   // in config.SocialServices order
	Rewards  []Reward // in RewardKinds order
	// TweetedAt is the last tweet published through us, NextTweetAt when
	// the next may be (nil: now).
	TweetedAt   *time.Time
	NextTweetAt *time.Time
}

// Email is the player's subscription.
type Email struct {
	Address     *string
	Status      string // none, pending, confirmed, unsubscribed
	ConfirmedAt *time.Time
}

// Phone is the player's phone: a code sent, or confirmed.
type Phone struct {
	Masked        *string
	Status        string // none, code_sent, confirmed
	CodeExpiresAt *time.Time
	ResendAt      *time.Time
	AttemptsLeft  int
}

// Link is one social service and the player's link to it.
type Link struct {
	Service     string
	Available   bool
	Connected   bool
	Username    *string
	ConnectedAt *time.Time
}

// Reward is one socials reward and the player's state of it.
type Reward struct {
	Kind      string
	Crystals  int64
	Available bool
	Received  bool
}

// Connect is a connect started: the browser goes to URL.
type Connect struct {
	Service string
	URL     string
}

// Claimed is a reward received, the socials after it and the player's row.
type Claimed struct {
	Reward  Reward
	Socials *View
	User    *ent.User
}
