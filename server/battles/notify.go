package battles

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// Bus topics: a battle's own (seats, rounds, the end), the list of battles
// (anything that moves a battle in or out of the lists or changes a list
// row) and a player's (rematch offers). Subscribers reload what they show
// on each message, so a message only says what changed.
const TopicList = "battles"

// Topic is a battle's topic.
func Topic(id int) string { return "battle:" + strconv.Itoa(id) }

// UserTopic is a player's topic.
func UserTopic(userID int) string { return "user:" + strconv.Itoa(userID) }

// MyTopic is a player's own battles' topic: a battle they created or sat in
// changed in a way the my tab shows (a seat, the start, a round, the end, a
// cancel).
func MyTopic(userID int) string { return "battles:user:" + strconv.Itoa(userID) }

const (
	eventSeat    = "seat"
	eventStart   = "start"
	eventRound   = "round"
	eventFinish  = "finish"
	eventCancel  = "cancel"
	eventRematch = "rematch"
)

type message struct {
	Kind  string `json:"kind"` // battle or rematch
	ID    int    `json:"id"`
	Event string `json:"event"`
}

func (s *Service) publish(ctx context.Context, topic string, m message) {
	if s.Bus == nil {
		return
	}
	b, _ := json.Marshal(m)
	if err := s.Bus.Publish(context.WithoutCancel(ctx), topic, b); err != nil {
		s.log().Warn("battles: publish", zap.String("topic", topic), zap.Error(err))
	}
}

// changed tells the battle's subscribers, and the lists' unless only a
// round was shown, after the change was committed; users are the players
// whose my tab it changes (involved, and one who just left).
func (s *Service) changed(ctx context.Context, id int, event string, users []int) {
	m := message{Kind: "battle", ID: id, Event: event}
	s.publish(ctx, Topic(id), m)
	if event != eventRound {
		s.publish(ctx, TopicList, m)
	}
	for _, uid := range users {
		s.publish(ctx, MyTopic(uid), m)
	}
}

// involved are the players whose my tab lists a battle: its creator and
// the players seated (bots aside), each once.
func involved(b *ent.Battle, seats []*ent.BattleSeat) []int {
	ids := []int{b.CreatorID}
	for _, st := range seats {
		if st.UserID != nil && !slices.Contains(ids, *st.UserID) {
			ids = append(ids, *st.UserID)
		}
	}
	return ids
}

// rematchChanged tells the players of the old battle.
func (s *Service) rematchChanged(ctx context.Context, rematchID int, userIDs []int) {
	for _, uid := range userIDs {
		s.publish(ctx, UserTopic(uid), message{Kind: "rematch", ID: rematchID, Event: eventRematch})
	}
}

// watch ticks once for each burst of messages on topic until ctx is done:
// a subscriber reloads once however many messages came while it was busy.
func (s *Service) watch(ctx context.Context, topic string) (<-chan struct{}, error) {
	msgs, cancel, err := s.Bus.Subscribe(ctx, topic)
	if err != nil {
		return nil, err
	}
	out := make(chan struct{}, 1)
	go func() {
		defer close(out)
		defer cancel()
		for range msgs {
			select {
			case out <- struct{}{}:
			default: // a reload is already due
			}
		}
	}()
	return out, nil
}

// follow sends load's answer at once and then on each tick until ctx is
// done; a failed load is logged and skipped. same drops an answer equal to
// the last one sent.
func follow[T any](ctx context.Context, s *Service, ticks <-chan struct{}, load func() (T, error), same func(a, b T) bool) <-chan T {
	out := make(chan T, 1)
	go func() {
		defer close(out)
		var last T
		sent := false
		first := make(chan struct{}, 1)
		first <- struct{}{} // the current value, then each change
		for {
			select {
			case <-first:
			case _, ok := <-ticks:
				if !ok {
					return
				}
			case <-ctx.Done():
				return
			}
			v, err := load()
			if err != nil {
				if ctx.Err() == nil {
					s.log().Warn("battles: subscription reload", zap.Error(err))
				}
				continue
			}
			if sent && same != nil && same(last, v) {
				continue
			}
			select {
			case out <- v:
				last, sent = v, true
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// SubscribeBattle delivers the battle as the actor sees it each time its
// seats change, a round is shown or it ends (subscription battleChanged).
// Seats and the end come from the bus; a round is shown by time, so the
// subscription also wakes itself at the next round's reveal time (the
// round's job tells the other instances too, but only as soon as the
// queue picks it up). The timer holds nothing: the battle's state is in the
// database.
func (s *Service) SubscribeBattle(ctx context.Context, a *actor.Actor, id int, key string) (<-chan *View, error) {
	v, err := s.Get(ctx, a, id, key)
	if err != nil {
		return nil, err
	}
	ticks, err := s.watch(ctx, Topic(id))
	if err != nil {
		return nil, err
	}
	out := make(chan *View, 1)
	go func() {
		defer close(out)
		timer := time.NewTimer(time.Hour)
		defer timer.Stop()
		arm := func(v *View) {
			timer.Stop()
			if at := nextReveal(v); !at.IsZero() {
				timer.Reset(max(0, at.Sub(s.Now())))
			}
		}
		arm(v)
		first := make(chan struct{}, 1)
		first <- struct{}{} // the battle as it is, then each change
		for {
			select {
			case <-first:
			case _, ok := <-ticks:
				if !ok {
					return
				}
			case <-timer.C:
			case <-ctx.Done():
				return
			}
			next, err := s.Get(ctx, a, id, key)
			if err != nil {
				if ctx.Err() == nil {
					s.log().Warn("battles: subscription reload", zap.Int("battle_id", id), zap.Error(err))
				}
				continue
			}
			arm(next)
			select {
			case out <- next:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// nextReveal is when the next round of v is shown; zero when none is due.
func nextReveal(v *View) time.Time {
	if v.State != battle.StateActive {
		return time.Time{}
	}
	for _, r := range v.Rounds {
		if !r.Revealed && r.RevealAt != nil {
			return *r.RevealAt
		}
	}
	return time.Time{}
}

// SubscribeActive delivers the first page of the active tab each time it
// may have changed (subscription activeBattlesChanged).
func (s *Service) SubscribeActive(ctx context.Context, a *actor.Actor, limit int) (<-chan *Page, error) {
	if err := checkLimit(limit); err != nil {
		return nil, err
	}
	ticks, err := s.watch(ctx, TopicList)
	if err != nil {
		return nil, err
	}
	return follow(ctx, s, ticks, func() (*Page, error) {
		return s.List(ctx, a, ListQuery{Tab: TabActive, Page: 1, Limit: limit})
	}, nil), nil
}

// SubscribeActiveCount delivers the number of active battles each time it
// changes (the header's counter).
func (s *Service) SubscribeActiveCount(ctx context.Context) (<-chan int, error) {
	ticks, err := s.watch(ctx, TopicList)
	if err != nil {
		return nil, err
	}
	return follow(ctx, s, ticks, func() (int, error) { return s.ActiveCount(ctx) }, func(a, b int) bool { return a == b }), nil
}

// SubscribeMine delivers the first page of the actor's my tab (state
// filtering it, as List) each time one of their battles changed
// (subscription myBattlesChanged).
func (s *Service) SubscribeMine(ctx context.Context, a *actor.Actor, state string, limit int) (<-chan *Page, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := checkLimit(limit); err != nil {
		return nil, err
	}
	if state != "" && battle.StateValidator(battle.State(state)) != nil {
		return nil, apperr.Validation.Msg("state must be new, active, finished or canceled").With("field", "state")
	}
	ticks, err := s.watch(ctx, MyTopic(a.UserID))
	if err != nil {
		return nil, err
	}
	return follow(ctx, s, ticks, func() (*Page, error) {
		return s.List(ctx, a, ListQuery{Tab: TabMy, Page: 1, Limit: limit, State: state})
	}, nil), nil
}

// SubscribeRematches delivers the actor's open rematch offers each time
// one of them changes (created, accepted by someone, declined, expired).
func (s *Service) SubscribeRematches(ctx context.Context, a *actor.Actor) (<-chan []*RematchView, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	ticks, err := s.watch(ctx, UserTopic(a.UserID))
	if err != nil {
		return nil, err
	}
	return follow(ctx, s, ticks, func() ([]*RematchView, error) { return s.Rematches(ctx, a) }, sameRematches), nil
}

// sameRematches tells whether two answers hold the same offers in the same
// states: the player's topic carries other domains' messages too (the
// bell's notifications), which must not resend an unchanged list. The
// window's countdown runs in the client from RemainingMs.
func sameRematches(a, b []*RematchView) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.ID != y.ID || x.State != y.State || len(x.AcceptedIDs) != len(y.AcceptedIDs) || (x.DeclinedBy == nil) != (y.DeclinedBy == nil) || (x.NewBattleID == nil) != (y.NewBattleID == nil) {
			return false
		}
	}
	return true
}
