package tracking

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/rating"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// MaxComment is a rating's longest comment, in characters.
const MaxComment = 500

// Rating is a player's rating of the service.
type Rating struct {
	Stars     int       `json:"stars"`
	Comment   string    `json:"comment"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Rate records the player's rating, replacing their earlier one: 1 to 5
// stars, a comment of at most MaxComment characters (trimmed).
func (s *Service) Rate(ctx context.Context, a *actor.Actor, stars int, comment string) (*Rating, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if stars < 1 || stars > 5 {
		return nil, apperr.Validation.Msg("stars must be 1 to 5").With("field", "stars")
	}
	comment = strings.TrimSpace(comment)
	if !utf8.ValidString(comment) || strings.IndexByte(comment, 0) >= 0 {
		return nil, apperr.Validation.Msg("comment must be UTF-8 text without NUL characters").With("field", "comment")
	}
	if utf8.RuneCountInString(comment) > MaxComment {
		return nil, apperr.Validation.Msg("comment is longer than %d characters", MaxComment).With("field", "comment").With("max", MaxComment)
	}
	now := s.Clock.Now()
	err := s.DB.Rating.Create().SetUserID(a.UserID).SetStars(stars).SetComment(comment).SetCreatedAt(now).SetUpdatedAt(now).
		OnConflictColumns(rating.FieldUserID).
		Update(func(u *ent.RatingUpsert) { u.UpdateStars().UpdateComment().UpdateUpdatedAt() }).Exec(ctx)
	if err != nil {
		return nil, err
	}
	return &Rating{Stars: stars, Comment: comment, UpdatedAt: now}, nil
}

// RatingOf is the player's rating, nil before they rate.
func (s *Service) RatingOf(ctx context.Context, a *actor.Actor) (*Rating, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	r, err := s.DB.Rating.Query().Where(rating.UserID(a.UserID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &Rating{Stars: r.Stars, Comment: r.Comment, UpdatedAt: r.UpdatedAt}, nil
}

// Summary is the ratings' count and average stars.
type Summary struct {
	Count   int
	Average float64
}

// Ratings summarises every player's rating (the operators' command).
func Ratings(ctx context.Context, db *ent.Client) (Summary, error) {
	var v []struct {
		Count int             `json:"count"`
		Avg   sql.NullFloat64 `json:"avg"`
	}
	err := db.Rating.Query().Aggregate(ent.Count(), ent.Mean(rating.FieldStars)).Scan(ctx, &v)
	if err != nil || len(v) == 0 {
		return Summary{}, err
	}
	return Summary{Count: v[0].Count, Average: v[0].Avg.Float64}, nil
}
