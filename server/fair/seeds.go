package fair

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// Revealed is a retired seed pair, published so its rolls can be verified.
type Revealed struct {
	ServerSeed     string
	ServerSeedHash string
	ClientSeed     string
	Nonce          int64 // the next unused nonce: rolls 0..Nonce-1 were made with it
	// CreatedAt and RevealedAt are the period of its rolls.
	CreatedAt, RevealedAt time.Time
}

// Active returns the user's active seed, creating one on first use. Call it
// inside the transaction that rolls, after the user row is locked by a debit.
func Active(ctx context.Context, tx *ent.Tx, userID int) (*ent.FairSeed, error) {
	s, err := store.One(ctx, tx, activeStmt, tx.FairSeed.ScanRow, userID)
	if err == nil {
		return s, nil
	}
	if !ent.IsNotFound(err) {
		return nil, fmt.Errorf("fair: active seed: %w", err)
	}
	return create(ctx, tx, userID, NewClientSeed())
}

func create(ctx context.Context, tx *ent.Tx, userID int, clientSeed string) (*ent.FairSeed, error) {
	server := NewServerSeed()
	return tx.FairSeed.Create().SetUserID(userID).SetServerSeed(server).
		SetServerSeedHash(Hash(server)).SetClientSeed(clientSeed).Save(ctx)
}

// Advance reserves n nonces on the seed and returns the first. The update is
// conditional on the nonce read, so two rolls can never share a nonce.
func Advance(ctx context.Context, tx *ent.Tx, s *ent.FairSeed, n int) (int64, error) {
	first := s.Nonce
	k, err := advanceStmt.Exec(ctx, tx, int64(n), s.ID, first)
	if err != nil {
		return 0, fmt.Errorf("fair: advance nonce: %w", err)
	}
	if k != 1 {
		return 0, fmt.Errorf("fair: seed %d changed concurrently", s.ID)
	}
	s.Nonce = first + int64(n)
	return first, nil
}

// Reserve reserves n nonces of the user's active seed, creating the seed on
// first use, and returns the seed (its nonce past the reservation) and the
// first nonce reserved. On the hot path it is one statement (an UPDATE ...
// RETURNING): the nonce is taken under the write, so two rolls can never
// share one. Call it after the user row is locked.
func Reserve(ctx context.Context, tx *ent.Tx, userID, n int) (*ent.FairSeed, int64, error) {
	if n < 1 {
		return nil, 0, fmt.Errorf("fair: reserve %d nonces", n)
	}
	s, err := store.One(ctx, tx, reserveStmt, tx.FairSeed.ScanRow, int64(n), int64(userID))
	if err == nil {
		return s, s.Nonce - int64(n), nil
	}
	if !ent.IsNotFound(err) {
		return nil, 0, fmt.Errorf("fair: reserve nonces: %w", err)
	}
	if s, err = create(ctx, tx, userID, NewClientSeed()); err != nil {
		return nil, 0, err
	}
	first, err := Advance(ctx, tx, s, n)
	return s, first, err
}

// Every roll reserves nonces of the active seed: the statements are built
// once. activeStmt: arg user id. advanceStmt: args n, seed id, the nonce
// read. reserveStmt: args n, user id (a user has one active seed: rotation
// holds the user's lock).
var (
	activeStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Select(fairseed.Columns...).From(entsql.Table(fairseed.Table)).
			Where(entsql.And(entsql.EQ(fairseed.FieldUserID, 0), entsql.EQ(fairseed.FieldActive, true)))
	})
	advanceStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Update(fairseed.Table).Add(fairseed.FieldNonce, 0).
			Where(entsql.And(entsql.EQ(fairseed.FieldID, 0), entsql.EQ(fairseed.FieldNonce, 0)))
	})
	reserveStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
		return b.Update(fairseed.Table).Add(fairseed.FieldNonce, 0).
			Where(entsql.And(entsql.EQ(fairseed.FieldUserID, 0), entsql.EQ(fairseed.FieldActive, true))).
			Returning(fairseed.Columns...)
	})
)

// ValidClientSeed checks a player-chosen client seed: 1-64 printable ASCII, no spaces.
func ValidClientSeed(s string) error {
	if len(s) == 0 || len(s) > 64 {
		return apperr.Validation.Msg("client seed must be 1 to 64 characters").With("field", "client_seed")
	}
	for _, r := range s {
		if r > unicode.MaxASCII || !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return apperr.Validation.Msg("client seed may contain printable ASCII without spaces only").With("field", "client_seed")
		}
	}
	return nil
}

// SetClientSeed changes the client seed. Changing it mid-seed would let a
// player pick a seed after seeing the server's rolls, so it also rotates the
// server seed: the old pair is revealed and a new commitment starts at nonce 0.
func SetClientSeed(ctx context.Context, tx *ent.Tx, userID int, clientSeed string, now time.Time) (*Revealed, *ent.FairSeed, error) {
	clientSeed = strings.TrimSpace(clientSeed)
	if err := ValidClientSeed(clientSeed); err != nil {
		return nil, nil, err
	}
	return rotate(ctx, tx, userID, clientSeed, now)
}

// Rotate reveals the active server seed and starts a new one with the same client seed.
func Rotate(ctx context.Context, tx *ent.Tx, userID int, now time.Time) (*Revealed, *ent.FairSeed, error) {
	return rotate(ctx, tx, userID, "", now)
}

func rotate(ctx context.Context, tx *ent.Tx, userID int, clientSeed string, now time.Time) (*Revealed, *ent.FairSeed, error) {
	old, err := Active(ctx, tx, userID)
	if err != nil {
		return nil, nil, err
	}
	n, err := tx.FairSeed.Update().Where(fairseed.ID(old.ID), fairseed.Active(true)).
		SetActive(false).SetRevealedAt(now).Save(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("fair: retire seed: %w", err)
	}
	if n != 1 {
		return nil, nil, apperr.Validation.Msg("the seed was rotated concurrently; try again")
	}
	if clientSeed == "" {
		clientSeed = old.ClientSeed
	}
	next, err := create(ctx, tx, userID, clientSeed)
	if err != nil {
		return nil, nil, err
	}
	return &Revealed{ServerSeed: old.ServerSeed, ServerSeedHash: old.ServerSeedHash, ClientSeed: old.ClientSeed, Nonce: old.Nonce,
		CreatedAt: old.CreatedAt, RevealedAt: now}, next, nil
}

// MaxRevealed bounds one list of revealed seeds.
const MaxRevealed = 100

// History lists the actor's last limit (1..MaxRevealed) revealed seeds,
// newest first.
func History(ctx context.Context, c *ent.Client, a *actor.Actor, limit int) ([]*ent.FairSeed, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := store.Limit("first", limit, 1, MaxRevealed); err != nil {
		return nil, err
	}
	return c.FairSeed.Query().Where(fairseed.UserID(a.UserID), fairseed.Active(false)).
		Order(ent.Desc(fairseed.FieldID)).Limit(limit).All(ctx)
}

// Reseed rotates the actor's seed in its own transaction: with clientSeed set
// it also replaces the client seed (SetClientSeed), otherwise it keeps it
// (Rotate). A player who may not play may not reseed either: a self-ban
// must not be a time to prepare seeds. The rule is checked again on the
// locked user row, since the actor was resolved when the request began and
// a ban may have started since; the lock also queues the rotation behind an
// open of the same player, which rolls on the seed.
func Reseed(ctx context.Context, c *ent.Client, a *actor.Actor, clientSeed *string) (rv *Revealed, next *ent.FairSeed, err error) {
	return reseed(ctx, c, a, clientSeed, time.Now())
}

func reseed(ctx context.Context, c *ent.Client, a *actor.Actor, clientSeed *string, now time.Time) (rv *Revealed, next *ent.FairSeed, err error) {
	if err := a.CanPlay(now); err != nil {
		return nil, nil, err
	}
	userID := a.UserID
	err = store.WithTx(ctx, c, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, userID)
		if ent.IsNotFound(err) {
			return apperr.NoAuth.Msg("unknown user")
		}
		if err != nil {
			return err
		}
		if err := actor.CanPlayRow(u, now); err != nil {
			return err
		}
		if clientSeed != nil {
			rv, next, err = SetClientSeed(ctx, tx, userID, *clientSeed, now)
		} else {
			rv, next, err = Rotate(ctx, tx, userID, now)
		}
		return err
	})
	return rv, next, err
}

// ActiveSeed returns the actor's active seed outside any other transaction.
func ActiveSeed(ctx context.Context, c *ent.Client, a *actor.Actor) (s *ent.FairSeed, err error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	userID := a.UserID
	err = store.WithTx(ctx, c, func(tx *ent.Tx) error {
		s, err = Active(ctx, tx, userID)
		return err
	})
	return s, err
}
