package season

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/seasonpoints"
)

// Rank is one player's place on a day's leaderboard. Places are ordered by
// points, most first; equal points are ordered by user id, lowest first
// (both implementations: the database by ORDER BY, Redis by the members'
// zero-padded ids under equal scores). A player without points has none.
type Rank struct {
	Position int
	UserID   int
	Points   int64
}

// Ranks orders the leaderboards of an event's days.
type Ranks interface {
	// Added is told, inside the play's transaction, a player's new total
	// of a day (the database row is already written).
	Added(tx *ent.Tx, eventID int, day string, userID int, total int64)
	// Top is the first n places of the day.
	Top(ctx context.Context, eventID int, day string, n int) ([]Rank, error)
	// Position is a player's place of the day; false when they have none.
	Position(ctx context.Context, eventID int, day string, userID int) (Rank, bool, error)
}

// DBRanks reads the places from season_points.
type DBRanks struct{ DB *ent.Client }

func (DBRanks) Added(*ent.Tx, int, string, int, int64) {}

func (r DBRanks) Top(ctx context.Context, eventID int, day string, n int) ([]Rank, error) {
	rows, err := r.DB.SeasonPoints.Query().
		Where(seasonpoints.EventID(eventID), seasonpoints.Day(day), seasonpoints.PointsGT(0)).
		Order(ent.Desc(seasonpoints.FieldPoints), ent.Asc(seasonpoints.FieldUserID)).Limit(n).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Rank, len(rows))
	for i, p := range rows {
		out[i] = Rank{Position: i + 1, UserID: p.UserID, Points: p.Points}
	}
	return out, nil
}

func (r DBRanks) Position(ctx context.Context, eventID int, day string, userID int) (Rank, bool, error) {
	row, err := r.DB.SeasonPoints.Query().Where(seasonpoints.EventID(eventID), seasonpoints.Day(day), seasonpoints.UserID(userID)).Only(ctx)
	if ent.IsNotFound(err) || (err == nil && row.Points <= 0) {
		return Rank{}, false, nil
	}
	if err != nil {
		return Rank{}, false, err
	}
	ahead, err := r.DB.SeasonPoints.Query().Where(seasonpoints.EventID(eventID), seasonpoints.Day(day),
		seasonpoints.Or(seasonpoints.PointsGT(row.Points),
			seasonpoints.And(seasonpoints.Points(row.Points), seasonpoints.UserIDLT(userID)))).Count(ctx)
	if err != nil {
		return Rank{}, false, err
	}
	return Rank{Position: ahead + 1, UserID: userID, Points: row.Points}, true, nil
}

// RedisRanks keeps each event day's places in a sorted set (PREFIX
// season:lb:EVENT:DAY) whose members are zero-padded user ids scored by
// minus their points, so ZRANK (ascending score, then member) is the
// place. The database stays the truth: a set is written after the play
// commits (ZADD LT: a late write of an older total never lowers it), and a
// missing set (expired, flushed, a failed write dropped it) is rebuilt
// from the database on the next read.
type RedisRanks struct {
	R      redis.UniversalClient
	Prefix string
	DB     DBRanks
}

// keep is how long a day's set outlives its writes.
const keep = 8 * 24 * time.Hour

func (r RedisRanks) key(eventID int, day string) string {
	return r.Prefix + "season:lb:" + strconv.Itoa(eventID) + ":" + day
}

func member(userID int) string { return fmt.Sprintf("%012d", userID) }

func (r RedisRanks) Added(tx *ent.Tx, eventID int, day string, userID int, total int64) {
	key := r.key(eventID, day)
	tx.OnCommit(func(next ent.Committer) ent.Committer {
		return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
			if err := next.Commit(ctx, tx); err != nil {
				return err
			}
			bg := context.WithoutCancel(ctx)
			if r.R.Exists(bg, key).Val() == 0 {
				return nil // the next read rebuilds it with this total
			}
			pipe := r.R.TxPipeline()
			pipe.ZAddLT(bg, key, redis.Z{Score: float64(-total), Member: member(userID)})
			pipe.Expire(bg, key, keep)
			if _, err := pipe.Exec(bg); err != nil {
				r.R.Del(bg, key) // rebuilt from the database on the next read
			}
			return nil
		})
	})
}

// warm rebuilds a missing set from the database.
func (r RedisRanks) warm(ctx context.Context, eventID int, day string) (string, error) {
	key := r.key(eventID, day)
	n, err := r.R.Exists(ctx, key).Result()
	if err != nil || n > 0 {
		return key, err
	}
	rows, err := r.DB.DB.SeasonPoints.Query().
		Where(seasonpoints.EventID(eventID), seasonpoints.Day(day), seasonpoints.PointsGT(0)).All(ctx)
	if err != nil || len(rows) == 0 {
		return key, err
	}
	zs := make([]redis.Z, len(rows))
	for i, p := range rows {
		zs[i] = redis.Z{Score: float64(-p.Points), Member: member(p.UserID)}
	}
	pipe := r.R.TxPipeline()
	pipe.ZAddLT(ctx, key, zs...)
	pipe.Expire(ctx, key, keep)
	_, err = pipe.Exec(ctx)
	return key, err
}

func (r RedisRanks) Top(ctx context.Context, eventID int, day string, n int) ([]Rank, error) {
	if n <= 0 {
		return nil, nil
	}
	key, err := r.warm(ctx, eventID, day)
	if err != nil {
		return nil, err
	}
	zs, err := r.R.ZRangeWithScores(ctx, key, 0, int64(n-1)).Result()
	if err != nil {
		return nil, err
	}
	out := make([]Rank, 0, len(zs))
	for i, z := range zs {
		id, _ := strconv.Atoi(z.Member.(string))
		out = append(out, Rank{Position: i + 1, UserID: id, Points: int64(-z.Score)})
	}
	return out, nil
}

func (r RedisRanks) Position(ctx context.Context, eventID int, day string, userID int) (Rank, bool, error) {
	key, err := r.warm(ctx, eventID, day)
	if err != nil {
		return Rank{}, false, err
	}
	pipe := r.R.Pipeline()
	rank := pipe.ZRank(ctx, key, member(userID))
	score := pipe.ZScore(ctx, key, member(userID))
	if _, err := pipe.Exec(ctx); err == redis.Nil {
		return Rank{}, false, nil
	} else if err != nil {
		return Rank{}, false, err
	}
	return Rank{Position: int(rank.Val()) + 1, UserID: userID, Points: int64(-score.Val())}, true, nil
}
