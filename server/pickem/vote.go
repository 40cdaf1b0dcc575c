package pickem

import (
	"context"
	"strings"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pickemmatch"
	"github.com/casefront/casefront/ent/pickemparticipant"
	"github.com/casefront/casefront/ent/pickemtournament"
	"github.com/casefront/casefront/ent/pickemvote"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// Join enters the player in an ongoing tournament (POST /tournament/join);
// joining again changes nothing.
func (s *Service) Join(ctx context.Context, a *actor.Actor, slug string) (*Tournament, error) {
	now := s.now()
	if err := play.Refusal(a, now, rule); err != nil {
		return nil, err
	}
	t, err := s.tournament(ctx, s.DB, slug)
	if err != nil {
		return nil, err
	}
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := s.lockPlayer(ctx, tx, a, now)
		if err != nil {
			return err
		}
		if err := ongoing(t, now); err != nil {
			return err
		}
		return join(ctx, tx, t.ID, u.ID, now)
	})
	if err != nil {
		return nil, err
	}
	return s.view(ctx, a, t)
}

// lockPlayer locks the player's row and checks the rules again on it.
func (s *Service) lockPlayer(ctx context.Context, tx *ent.Tx, a *actor.Actor, now time.Time) (*ent.User, error) {
	u, err := store.LockUser(ctx, tx, a.UserID)
	if ent.IsNotFound(err) {
		return nil, apperr.NoAuth.Msg("unknown user")
	}
	if err != nil {
		return nil, err
	}
	return u, play.RefusalOnRow(a, u, now, rule)
}

func ongoing(t *ent.PickemTournament, now time.Time) error {
	if StatusAt(t, now) != StatusOngoing {
		return apperr.TournamentNotActive.With("slug", t.Slug)
	}
	return nil
}

// join adds the participant row unless it exists (the caller holds the
// player's lock, so one player's joins do not race; the unique index is
// the last guard).
func join(ctx context.Context, tx *ent.Tx, tournamentID, userID int, now time.Time) error {
	has, err := tx.PickemParticipant.Query().Where(pickemparticipant.TournamentID(tournamentID), pickemparticipant.UserID(userID)).Exist(ctx)
	if err != nil || has {
		return err
	}
	return tx.PickemParticipant.Create().SetTournamentID(tournamentID).SetUserID(userID).SetJoinedAt(now).Exec(ctx)
}

// Vote predicts team to win a match (POST /tournament/vote); a vote before
// the lock replaces the player's earlier one. It joins the tournament too.
// At or after the match's start it is api.pickem_vote_locked and writes
// nothing.
func (s *Service) Vote(ctx context.Context, a *actor.Actor, matchID int, team string) (*ent.PickemVote, error) {
	now := s.now()
	if err := play.Refusal(a, now, rule); err != nil {
		return nil, err
	}
	team = strings.TrimSpace(team)
	if team == "" {
		return nil, apperr.Validation.Msg("team is required").With("field", "team")
	}
	var out *ent.PickemVote
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		out = nil
		u, err := s.lockPlayer(ctx, tx, a, now)
		if err != nil {
			return err
		}
		m, err := tx.PickemMatch.Get(ctx, matchID)
		if ent.IsNotFound(err) {
			return apperr.NotFound.Msg("no match %d", matchID)
		}
		if err != nil {
			return err
		}
		t, err := tx.PickemTournament.Get(ctx, m.TournamentID)
		if err != nil {
			return err
		}
		if err := ongoing(t, now); err != nil {
			return err
		}
		if !now.Before(m.StartsAt) || m.Winner != nil { // started, or already decided
			return apperr.VoteLocked.With("match_id", m.ID).With("starts_at", m.StartsAt.UTC().Format(time.RFC3339))
		}
		if team != m.TeamA && team != m.TeamB {
			return apperr.Validation.Msg("team must be %s or %s", m.TeamA, m.TeamB).With("field", "team")
		}
		if err := join(ctx, tx, t.ID, u.ID, now); err != nil {
			return err
		}
		v, err := tx.PickemVote.Query().Where(pickemvote.UserID(u.ID), pickemvote.MatchID(m.ID)).Only(ctx)
		switch {
		case ent.IsNotFound(err):
			out, err = tx.PickemVote.Create().SetUserID(u.ID).SetMatchID(m.ID).SetTournamentID(t.ID).
				SetTeam(team).SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		case err == nil:
			out, err = v.Update().SetTeam(team).SetUpdatedAt(now).Save(ctx)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Sides of a fight (POST /fight/choose_side {side}).
const (
	SideA = "a" // team_a
	SideB = "b" // team_b
)

// Fight is the match a side is chosen for: matchID, or without one the
// featured fight, the next match still open to predictions in an ongoing
// tournament (api.not_found when there is none).
func (s *Service) Fight(ctx context.Context, matchID int) (*ent.PickemMatch, error) {
	if matchID > 0 {
		m, err := s.DB.PickemMatch.Get(ctx, matchID)
		if ent.IsNotFound(err) {
			return nil, apperr.NotFound.Msg("no match %d", matchID)
		}
		return m, err
	}
	now := s.now()
	live, err := s.DB.PickemTournament.Query().Where(pickemtournament.StartsAtLTE(now), pickemtournament.EndsAtGT(now)).IDs(ctx)
	if err != nil {
		return nil, err
	}
	m, err := s.DB.PickemMatch.Query().Where(pickemmatch.TournamentIDIn(live...), pickemmatch.StartsAtGT(now), pickemmatch.WinnerIsNil()).
		Order(ent.Asc(pickemmatch.FieldStartsAt), ent.Asc(pickemmatch.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no fight is open to predictions")
	}
	return m, err
}

// ChooseSide picks side a or b of a fight: a prediction of that match by
// its side instead of the team's name, with the same rules as Vote.
func (s *Service) ChooseSide(ctx context.Context, a *actor.Actor, matchID int, side string) (*ent.PickemVote, error) {
	if err := play.Refusal(a, s.now(), rule); err != nil {
		return nil, err
	}
	side = strings.ToLower(strings.TrimSpace(side))
	if side != SideA && side != SideB {
		return nil, apperr.Validation.Msg("side must be a or b").With("field", "side")
	}
	m, err := s.Fight(ctx, matchID)
	if err != nil {
		return nil, err
	}
	team := m.TeamA
	if side == SideB {
		team = m.TeamB
	}
	return s.Vote(ctx, a, m.ID, team)
}
