package pickem

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/pickemstage"
	"github.com/casefront/casefront/server/store"
)

// demoEvent is one of the spec's seven pick-em/{slug} events.
type demoEvent struct {
	slug, name string
	start      time.Time
}

var demoEvents = []demoEvent{
	{"katowice-2025", "IEM Katowice 2025", time.Date(2025, 1, 29, 0, 0, 0, 0, time.UTC)},
	{"melbourne-2025", "IEM Melbourne 2025", time.Date(2025, 4, 21, 0, 0, 0, 0, time.UTC)},
	{"chengdu-2025", "IEM Chengdu 2025", time.Date(2025, 3, 17, 0, 0, 0, 0, time.UTC)},
	{"dallas-2025", "IEM Dallas 2025", time.Date(2025, 5, 19, 0, 0, 0, 0, time.UTC)},
	{"blast-austin-major", "BLAST.tv Austin Major 2025", time.Date(2025, 6, 3, 0, 0, 0, 0, time.UTC)},
	{"esports-world-cup-2025", "Esports World Cup 2025", time.Date(2025, 8, 20, 0, 0, 0, 0, time.UTC)},
	{"cologne-2025", "IEM Cologne 2025", time.Time{}}, // ongoing: placed around the seeding time
}

var demoTeams = []string{"Vitality", "Spirit", "MOUZ", "FaZe", "Natus Vincere", "G2", "Falcons", "The MongolZ",
	"Aurora", "FURIA", "Astralis", "Liquid"}

// SeedDemo writes the seven demo tournaments on a database that has none
// (DEMO_SEED). The finished ones have every result; cologne-2025 is
// ongoing around now: its group stage played and scored, its playoffs with
// one match started an hour ago (locked, no result yet) and three still
// open to predictions (in 3 hours, 1 and 2 days).
func SeedDemo(ctx context.Context, c *ent.Client, now time.Time) error {
	if n, err := c.PickemTournament.Query().Count(ctx); err != nil || n > 0 {
		return err
	}
	var caseID *int
	if cs, err := c.LootCase.Query().Where(lootcase.Enabled(true)).Order(ent.Asc(lootcase.FieldPrice), ent.Asc(lootcase.FieldID)).First(ctx); err == nil {
		caseID = &cs.ID
	} else if !ent.IsNotFound(err) {
		return err
	}
	now = now.UTC().Truncate(time.Minute)
	return store.WithTx(ctx, c, func(tx *ent.Tx) error {
		for i, e := range demoEvents {
			start, live := e.start, e.start.IsZero()
			if live {
				start = now.Add(-48 * time.Hour)
			}
			end := start.Add(9 * 24 * time.Hour)
			t, err := tx.PickemTournament.Create().SetSlug(e.slug).SetName(e.name).SetStartsAt(start).SetEndsAt(end).
				SetPrizeDescription("1st: $50 and a case; 2nd-3rd: $10 and 500 crystals; 4th-10th: 100 crystals").
				SetCreatedAt(now).Save(ctx)
			if err != nil {
				return err
			}
			if err := seedPrizes(ctx, tx, t.ID, caseID); err != nil {
				return err
			}
			teams := func(k int) (string, string) {
				return demoTeams[(i+2*k)%len(demoTeams)], demoTeams[(i+2*k+1)%len(demoTeams)]
			}
			group := []time.Time{start.Add(2 * time.Hour), start.Add(5 * time.Hour), start.Add(24 * time.Hour), start.Add(27 * time.Hour)}
			playoffs := []time.Time{start.Add(5 * 24 * time.Hour), start.Add(6 * 24 * time.Hour), start.Add(7 * 24 * time.Hour), start.Add(8 * 24 * time.Hour)}
			if live {
				playoffs = []time.Time{now.Add(-time.Hour), now.Add(3 * time.Hour), now.Add(24 * time.Hour), now.Add(48 * time.Hour)}
			}
			if err := seedStage(ctx, tx, t.ID, pickemstage.KindGroup, "Group stage", 0, 1, group, teams, true, now); err != nil {
				return err
			}
			if err := seedStage(ctx, tx, t.ID, pickemstage.KindPlayoffs, "Playoffs", 1, 2, playoffs, func(k int) (string, string) {
				return teams(k + 4)
			}, !live, now); err != nil {
				return err
			}
		}
		return nil
	})
}

func seedPrizes(ctx context.Context, tx *ent.Tx, tournamentID int, caseID *int) error {
	return tx.PickemPrize.CreateBulk(
		tx.PickemPrize.Create().SetTournamentID(tournamentID).SetRankFrom(1).SetRankTo(1).SetMoney(5000).SetNillableCaseID(caseID),
		tx.PickemPrize.Create().SetTournamentID(tournamentID).SetRankFrom(2).SetRankTo(3).SetMoney(1000).SetCrystals(500),
		tx.PickemPrize.Create().SetTournamentID(tournamentID).SetRankFrom(4).SetRankTo(10).SetCrystals(100),
	).Exec(ctx)
}

// seedStage writes a stage and its matches; played ones get their winners
// (team a of even matches, team b of odd) and the stage is scored.
func seedStage(ctx context.Context, tx *ent.Tx, tournamentID int, kind pickemstage.Kind, name string, sort, points int,
	starts []time.Time, teams func(int) (string, string), played bool, now time.Time) error {
	st, err := tx.PickemStage.Create().SetTournamentID(tournamentID).SetKind(kind).SetName(name).SetSort(sort).
		SetPoints(points).SetResultsComplete(played).Save(ctx)
	if err != nil {
		return err
	}
	if played {
		if err := st.Update().SetScoredAt(now).Exec(ctx); err != nil {
			return err
		}
	}
	for k, at := range starts {
		a, b := teams(k)
		bestOf := 1
		if kind == pickemstage.KindPlayoffs {
			bestOf = 3
		}
		m := tx.PickemMatch.Create().SetStageID(st.ID).SetTournamentID(tournamentID).SetTeamA(a).SetTeamB(b).
			SetStartsAt(at).SetBestOf(bestOf)
		if played {
			w := a
			if k%2 == 1 {
				w = b
			}
			m.SetWinner(w).SetResultAt(at.Add(3 * time.Hour))
		}
		if err := m.Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
