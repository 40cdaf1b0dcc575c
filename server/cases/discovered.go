package cases

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/discoveredboard"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// The discovered family: the player is dealt a board of DiscoveredSlots
// hidden slots, each an item of the case drawn with the player's seed: one
// nonce for the whole board, slot i rolled with cursor i on the case's
// table as it is. The board is committed before the pick by
// hex(SHA-256("SALT:ID0,ID1,...")), the salt 16 random bytes kept secret.
// The player picks a slot (and may change the pick), then the open pays the
// case's price, drops the picked slot's item (the board's nonce, cursor =
// the slot) and reveals every slot and the salt. A board whose seed was
// rotated before the open is void: the revealed server seed would tell its
// slots. Dealt on the first view of a case without a current board, under
// the player's lock, so a player has at most one dealt board per case.

// Board is a discovered board as its player may know it.
type Board struct {
	Row *ent.DiscoveredBoard
	// Items are the slots' items in slot order, once the board is opened
	// (nil before).
	Items []*ent.Item
}

// Opened reports whether the board was opened (its slots and salt are shown).
func (b *Board) Opened() bool { return b.Row.State == discoveredboard.StateOpened }

// DiscoveredOpened is a discovered open and the revealed board.
type DiscoveredOpened struct {
	*Opened
	Board *Board
}

// BoardCommitment is the commitment of a board: hex SHA-256 of the salt, a
// colon and the slots' item ids joined by commas, in slot order.
func BoardCommitment(salt string, items []int) string {
	ids := make([]string, len(items))
	for i, id := range items {
		ids[i] = strconv.Itoa(id)
	}
	sum := sha256.Sum256([]byte(salt + ":" + strings.Join(ids, ",")))
	return hex.EncodeToString(sum[:])
}

func newSalt() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// boardVoid is the refusal of a board whose seed was rotated.
func boardVoid() error {
	return apperr.Validation.Msg("the board was dealt with a seed that has since been revealed: view the case for a new board").
		With("reason", "board_void")
}

func noBoard(cs *ent.LootCase) error {
	return apperr.Validation.Msg("no board of %s is dealt: view the case first", cs.Alias).With("reason", "no_board")
}

// discoveredCase finds a discovered case.
func (s *Service) discoveredCase(ctx context.Context, a *actor.Actor, id int, alias string) (*ent.LootCase, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.findCase(ctx, id, alias)
	if err != nil {
		return nil, err
	}
	return cs, wrongFamily(cs, lootcase.FamilyDiscovered)
}

// currentBoard is the player's dealt board of a case, in the transaction
// holding the player's lock, and the active seed. A dealt board whose seed
// is no longer active is voided here: void reports it, and board is nil.
func currentBoard(ctx context.Context, tx *ent.Tx, userID, caseID int) (board *ent.DiscoveredBoard, seed *ent.FairSeed, void bool, err error) {
	if seed, err = fair.Active(ctx, tx, userID); err != nil {
		return nil, nil, false, err
	}
	board, err = tx.DiscoveredBoard.Query().
		Where(discoveredboard.UserID(userID), discoveredboard.CaseID(caseID), discoveredboard.StateEQ(discoveredboard.StateDealt)).
		Order(ent.Desc(discoveredboard.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, seed, false, nil
	}
	if err != nil {
		return nil, nil, false, err
	}
	if board.SeedID == seed.ID {
		return board, seed, false, nil
	}
	if err := tx.DiscoveredBoard.Update().Where(discoveredboard.ID(board.ID), discoveredboard.StateEQ(discoveredboard.StateDealt)).
		SetState(discoveredboard.StateVoid).Exec(ctx); err != nil {
		return nil, nil, false, err
	}
	return nil, seed, true, nil
}

// deal draws a new board of cs on t with seed: one nonce, slot i at cursor i.
func deal(ctx context.Context, tx *ent.Tx, userID int, cs *ent.LootCase, t table, seed *ent.FairSeed) (*ent.DiscoveredBoard, error) {
	nonce, err := fair.Advance(ctx, tx, seed, 1)
	if err != nil {
		return nil, err
	}
	items := make([]int, DiscoveredSlots)
	for i := range items {
		ticket := fair.Ticket(fair.Bits52(seed.ServerSeed, seed.ClientSeed, nonce, i), t.total)
		idx, err := fair.Pick(t.weights, ticket)
		if err != nil {
			return nil, err
		}
		items[i] = t.contents[idx].Edges.Item.ID
	}
	salt := newSalt()
	return tx.DiscoveredBoard.Create().SetUserID(userID).SetCaseID(cs.ID).SetCaseRevision(cs.Revision).
		SetSeedID(seed.ID).SetNonce(nonce).SetItems(items).SetSalt(salt).SetCommitment(BoardCommitment(salt, items)).
		Save(ctx)
}

// DiscoveredBoard is the actor's current board of a discovered case, dealt
// now if there is none (GET /case/discovered). Its slots stay hidden.
func (s *Service) DiscoveredBoard(ctx context.Context, a *actor.Actor, id int, alias string) (*Board, error) {
	cs, err := s.discoveredCase(ctx, a, id, alias)
	if err != nil {
		return nil, err
	}
	// Most views find the board dealt earlier, its seed still active.
	row, err := s.DB.DiscoveredBoard.Query().
		Where(discoveredboard.UserID(a.UserID), discoveredboard.CaseID(cs.ID), discoveredboard.StateEQ(discoveredboard.StateDealt)).
		Order(ent.Desc(discoveredboard.FieldID)).First(ctx)
	switch {
	case err == nil:
		active, err := s.DB.FairSeed.Get(ctx, row.SeedID)
		if err != nil {
			return nil, err
		}
		if active.Active {
			return &Board{Row: row}, nil
		}
	case !ent.IsNotFound(err):
		return nil, err
	}
	t, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	out := &Board{}
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		// Under the lock: a parallel view may have dealt one meanwhile.
		row, seed, _, err := currentBoard(ctx, tx, u.ID, cs.ID)
		if err != nil {
			return err
		}
		if row == nil {
			if row, err = deal(ctx, tx, u.ID, cs, t, seed); err != nil {
				return err
			}
		}
		out.Row = row
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// SelectDiscovered picks slot index of the actor's current board (POST
// /case/discovered/select); the pick may change until the open.
func (s *Service) SelectDiscovered(ctx context.Context, a *actor.Actor, id int, alias string, index int) (*Board, error) {
	cs, err := s.discoveredCase(ctx, a, id, alias)
	if err != nil {
		return nil, err
	}
	if index < 0 || index >= DiscoveredSlots {
		return nil, apperr.Validation.Msg("index must be between 0 and %d", DiscoveredSlots-1).With("field", "index")
	}
	out := &Board{}
	var void bool
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, a.UserID)
		if err != nil {
			return apperr.NoAuth.Msg("unknown user")
		}
		row, _, voided, err := currentBoard(ctx, tx, u.ID, cs.ID)
		if err != nil {
			return err
		}
		if void = voided; void {
			return nil // the void is kept, the select refused
		}
		if row == nil {
			return noBoard(cs)
		}
		if index >= len(row.Items) {
			return apperr.Validation.Msg("index must be between 0 and %d", len(row.Items)-1).With("field", "index")
		}
		n, err := tx.DiscoveredBoard.Update().Where(discoveredboard.ID(row.ID), discoveredboard.StateEQ(discoveredboard.StateDealt)).
			SetSelected(index).Save(ctx)
		if err != nil {
			return err
		}
		if n != 1 {
			return noBoard(cs)
		}
		row.Selected = &index
		out.Row = row
		return nil
	})
	if err != nil {
		return nil, err
	}
	if void {
		return nil, boardVoid()
	}
	return out, nil
}

// OpenDiscovered pays for the actor's current board of a discovered case,
// drops the picked slot's item and reveals the board (POST
// /case/discovered/open), through play.Run like every opening. The board's
// nonce was taken when it was dealt: the play reserves none and is keyed by
// the board (discovered_open:ID).
func (s *Service) OpenDiscovered(ctx context.Context, a *actor.Actor, r OpenRequest) (*DiscoveredOpened, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	cs, err := s.findCase(ctx, r.CaseID, r.CaseAlias)
	if err != nil {
		return nil, err
	}
	if err := familyRefusal(a, cs, lootcase.FamilyDiscovered, 1, nil, s.Now()); err != nil {
		return nil, err
	}
	o := &discoveredOpening{cs: cs, fast: r.Fast,
		out: DiscoveredOpened{Opened: &Opened{Case: cs, Cost: cs.Price, Currency: ledger.Money, Amount: int64(cs.Price)}}}
	t, err := s.Run(ctx, a, play.Play{Game: "case_open", Rule: familyRule(lootcase.FamilyDiscovered), Ref: caseRef(cs.ID),
		Check: o.check, Draw: o.draw,
		Debits: [2]play.Debit{{Currency: ledger.Money, Amount: int64(cs.Price), Value: cs.Price, Short: NotEnough}}})
	if o.void {
		// The refused play wrote nothing: void the stale board on its own,
		// as a view would.
		if err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
			_, _, _, err := currentBoard(ctx, tx, a.UserID, cs.ID)
			return err
		}); err != nil {
			return nil, err
		}
		return nil, boardVoid()
	}
	if err != nil {
		return nil, err
	}
	o.out.User = t.User
	return &o.out, nil
}

// discoveredOpening is an open of a discovered board under way.
type discoveredOpening struct {
	cs    *ent.LootCase
	fast  bool
	void  bool
	row   *ent.DiscoveredBoard
	seed  *ent.FairSeed
	index int
	out   DiscoveredOpened
}

// check finds the player's dealt board and its pick on the locked row, and
// names the play by the board.
func (o *discoveredOpening) check(ctx context.Context, t *play.Tx) error {
	o.void = false // a retried transaction starts again
	if err := familyRefusal(t.Actor, o.cs, lootcase.FamilyDiscovered, 1, &t.User.Balance, t.Now); err != nil {
		return err
	}
	row, seed, void, err := currentBoard(ctx, t.Tx, t.User.ID, o.cs.ID)
	if err != nil {
		return err
	}
	if void {
		o.void = true
		return boardVoid()
	}
	if row == nil {
		return noBoard(o.cs)
	}
	if row.Selected == nil || *row.Selected < 0 || *row.Selected >= len(row.Items) {
		return apperr.Validation.Msg("pick a slot of the board first").With("reason", "no_selection")
	}
	o.row, o.seed, o.index = row, seed, *row.Selected
	t.Seed, t.Nonce, t.Key = seed, row.Nonce, "discovered_open:"+strconv.Itoa(row.ID)
	return nil
}

// draw rolls the picked slot again from the contents the board was dealt
// on (its ticket, and a check that the board is what was dealt), mints it
// and reveals the board.
func (o *discoveredOpening) draw(ctx context.Context, t *play.Tx) error {
	row, seed, index, cs := o.row, o.seed, o.index, o.cs
	contents, err := catalog.ContentsAt(ctx, t.Client(), cs.ID, row.CaseRevision)
	if err != nil {
		return err
	}
	tb := table{contents: contents, weights: make([]int64, len(contents))}
	for i, ci := range contents {
		tb.weights[i] = ci.Weight
	}
	tb.total = fair.Total(tb.weights)
	ticket := fair.Ticket(fair.Bits52(seed.ServerSeed, seed.ClientSeed, row.Nonce, index), tb.total)
	idx, err := fair.Pick(tb.weights, ticket)
	if err != nil {
		return err
	}
	it := tb.contents[idx].Edges.Item
	if it.ID != row.Items[index] {
		return fmt.Errorf("cases: board %d slot %d holds item %d, its roll gives %d", row.ID, index, row.Items[index], it.ID)
	}
	caseID, seedID, feedAt := cs.ID, seed.ID, t.Now.Add(feed.Delay(o.fast))
	d := &ent.Drop{UserID: t.User.ID, ItemID: it.ID, CaseID: &caseID, CaseRevision: row.CaseRevision, Price: it.Price,
		SeedID: &seedID, Nonce: row.Nonce, Cursor: index, Ticket: ticket, CreatedAt: t.Now, FeedAt: &feedAt}
	d.Edges.Item, d.Edges.Case = it, cs
	if err := t.Mint(ctx, d); err != nil {
		return err
	}
	n, err := t.DiscoveredBoard.Update().Where(discoveredboard.ID(row.ID), discoveredboard.StateEQ(discoveredboard.StateDealt)).
		SetState(discoveredboard.StateOpened).SetDropID(d.ID).Save(ctx)
	if err != nil {
		return err
	}
	if n != 1 {
		return noBoard(cs)
	}
	row.State, row.DropID = discoveredboard.StateOpened, &d.ID
	t.AfterCommit(func() { row.Unwrap() })
	byID := make(map[int]*ent.Item, len(contents))
	for _, ci := range contents {
		byID[ci.Edges.Item.ID] = ci.Edges.Item
	}
	board := &Board{Row: row, Items: make([]*ent.Item, len(row.Items))}
	for i, id := range row.Items {
		board.Items[i] = byID[id]
	}
	t.Ref = caseRef(cs.ID)
	o.out.Drops, o.out.Seed, o.out.Board = []*ent.Drop{d}, seed, board
	if !IsBoost(it) {
		t.Announce(feedAt, cs, d)
	}
	return nil
}
