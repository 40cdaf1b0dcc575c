package blog

import (
	"context"
	"errors"
	"math"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/blogcomment"
	"github.com/casefront/casefront/ent/blogpost"
	"github.com/casefront/casefront/ent/blogreaction"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/store"
)

// The comment rate limit's defaults: one comment per 30 seconds.
const (
	DefaultCommentLimit  = 1
	DefaultCommentWindow = 30 * time.Second
)

// ReactionTypes are the reactions a comment takes.
var ReactionTypes = []string{"like", "heart", "laugh"}

// Author is who wrote a comment, as anyone sees them.
type Author struct {
	ID       int
	Nickname string
	Avatar   string
}

// Reaction is the count of one reaction type on a comment, and whether the
// viewer gave it.
type Reaction struct {
	Type    string
	Count   int
	IsAdded bool
}

// Comment is a comment as a viewer sees it.
type Comment struct {
	*ent.BlogComment
	Author    Author
	Reactions []Reaction
	// ReactionsIsAdded: the viewer gave any reaction.
	ReactionsIsAdded bool
	// Mine: the viewer wrote it.
	Mine bool
}

// visible is whether a sees c: published, or their own, or staff; never
// deleted.
func visible(a *actor.Actor, c *ent.BlogComment) bool {
	return c.DeletedAt == nil && (c.Published || a.Is(c.UserID) || Staff(a))
}

// Comments is a page of the published comments of a post, oldest first
// (replies carry their parent_id), and how many there are.
func (s *Service) Comments(ctx context.Context, a *actor.Actor, postID, page, limit int) ([]*Comment, int, error) {
	if limit == 0 {
		limit = CommentPageSize
	}
	if page < 1 || page > MaxPage || limit < 1 || limit > CommentPageSize {
		return nil, 0, apperr.Validation.Msg("page must be 1 or more, limit 1 to %d", CommentPageSize).With("field", "page")
	}
	q := s.DB.BlogComment.Query().Where(blogcomment.PostID(postID), blogcomment.Published(true), blogcomment.DeletedAtIsNil())
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(ent.Asc(blogcomment.FieldCreatedAt), ent.Asc(blogcomment.FieldID)).
		Offset((page - 1) * limit).Limit(limit).All(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, err := s.views(ctx, s.DB, a, rows)
	return out, total, err
}

// Pending is the comments of a post awaiting moderation that a sees: their
// own (staff: all), oldest first; none for an anonymous visitor.
func (s *Service) Pending(ctx context.Context, a *actor.Actor, postID int) ([]*Comment, error) {
	if !a.SignedIn() {
		return []*Comment{}, nil
	}
	q := s.DB.BlogComment.Query().Where(blogcomment.PostID(postID), blogcomment.Published(false), blogcomment.DeletedAtIsNil())
	if !Staff(a) {
		q.Where(blogcomment.UserID(a.UserID))
	}
	rows, err := q.Order(ent.Asc(blogcomment.FieldCreatedAt), ent.Asc(blogcomment.FieldID)).Limit(CommentPageSize).All(ctx)
	if err != nil {
		return nil, err
	}
	return s.views(ctx, s.DB, a, rows)
}

// Comment is one comment as a sees it (api.not_found when a may not).
func (s *Service) Comment(ctx context.Context, a *actor.Actor, id int) (*Comment, error) {
	c, err := s.DB.BlogComment.Get(ctx, id)
	if ent.IsNotFound(err) || (err == nil && !visible(a, c)) {
		return nil, commentNotFound(id)
	}
	if err != nil {
		return nil, err
	}
	out, err := s.views(ctx, s.DB, a, []*ent.BlogComment{c})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func commentNotFound(id int) *apperr.Error {
	return apperr.NotFound.Msg("no comment %d", id).With("field", "comment_id")
}

func (s *Service) commentLimit() (int, time.Duration) {
	n, w := s.CommentLimit, s.CommentWindow
	if n <= 0 {
		n = DefaultCommentLimit
	}
	if w <= 0 {
		w = DefaultCommentWindow
	}
	return n, w
}

// NewComment is what a player writes.
type NewComment struct {
	PostID   int
	ParentID *int
	Body     string
}

// CreateComment writes a's comment, awaiting moderation. The post must be
// published; a reply's parent must be on the same post and seen by a.
func (s *Service) CreateComment(ctx context.Context, a *actor.Actor, in NewComment) (*Comment, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := a.CanPlay(s.now()); err != nil {
		return nil, err
	}
	if a.Restricted("blog") {
		return nil, apperr.Restricted.With("feature", "blog")
	}
	body, rule := CleanComment(in.Body)
	if rule != "" {
		return nil, apperr.Validation.Msg("a comment is %d to %d characters with at most %d links", MinCommentLen, MaxCommentLen, MaxCommentLinks).
			With("field", "body").With("reason", rule)
	}
	ok, err := s.DB.BlogPost.Query().Where(blogpost.ID(in.PostID), s.published()).Exist(ctx)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, notFound(strconv.Itoa(in.PostID))
	}
	if in.ParentID != nil {
		p, err := s.DB.BlogComment.Get(ctx, *in.ParentID)
		if ent.IsNotFound(err) || (err == nil && (!visible(a, p) || p.PostID != in.PostID)) {
			return nil, commentNotFound(*in.ParentID).With("field", "parent_id")
		}
		if err != nil {
			return nil, err
		}
	}
	if err := s.charge(ctx, a); err != nil {
		return nil, err
	}
	c, err := s.DB.BlogComment.Create().SetPostID(in.PostID).SetUserID(a.UserID).SetNillableParentID(in.ParentID).
		SetBody(body).SetCreatedAt(s.now()).Save(ctx)
	if err != nil {
		return nil, err
	}
	out, err := s.views(ctx, s.DB, a, []*ent.BlogComment{c})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// charge counts a comment against a's limit; a limiter that fails lets the
// comment through (an outage of its store must not stop the site).
func (s *Service) charge(ctx context.Context, a *actor.Actor) error {
	if s.Limiter == nil {
		return nil
	}
	n, w := s.commentLimit()
	allowed, retry, err := s.Limiter.Allow(ctx, "blog_comment:u"+strconv.Itoa(a.UserID), n, w)
	if err != nil || allowed {
		return nil
	}
	secs := max(int(math.Ceil(retry.Seconds())), 1)
	return apperr.CommentRateLimiter.With("rate_limiting_seconds", secs)
}

func checkReaction(t string) error {
	for _, r := range ReactionTypes {
		if r == t {
			return nil
		}
	}
	return apperr.Validation.Msg("reaction_type must be one of %v", ReactionTypes).With("field", "reaction_type")
}

// errAlready ends a reaction's transaction that found it already given.
var errAlready = errors.New("blog: reaction already given")

// AddReaction gives a's reaction of type t to a published comment, once:
// a second add (or a race of many) changes nothing.
func (s *Service) AddReaction(ctx context.Context, a *actor.Actor, commentID int, t string) (*Comment, error) {
	if err := s.reactable(ctx, a, commentID, t); err != nil {
		return nil, err
	}
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		if _, err := tx.BlogReaction.Create().SetCommentID(commentID).SetUserID(a.UserID).SetType(t).
			SetCreatedAt(s.now()).Save(ctx); err != nil {
			if ent.IsConstraintError(err) {
				return errAlready
			}
			return err
		}
		return tx.BlogComment.UpdateOneID(commentID).AddReactionsCount(1).Exec(ctx)
	})
	if err != nil && !errors.Is(err, errAlready) {
		return nil, err
	}
	return s.Comment(ctx, a, commentID)
}

// RemoveReaction takes a's reaction of type t back, once.
func (s *Service) RemoveReaction(ctx context.Context, a *actor.Actor, commentID int, t string) (*Comment, error) {
	if err := s.reactable(ctx, a, commentID, t); err != nil {
		return nil, err
	}
	err := store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		n, err := tx.BlogReaction.Delete().Where(blogreaction.CommentID(commentID), blogreaction.UserID(a.UserID),
			blogreaction.Type(t)).Exec(ctx)
		if err != nil || n == 0 {
			return err
		}
		return tx.BlogComment.UpdateOneID(commentID).AddReactionsCount(-n).Exec(ctx)
	})
	if err != nil {
		return nil, err
	}
	return s.Comment(ctx, a, commentID)
}

func (s *Service) reactable(ctx context.Context, a *actor.Actor, commentID int, t string) error {
	if err := a.Require(); err != nil {
		return err
	}
	if err := a.CanPlay(s.now()); err != nil {
		return err
	}
	if err := checkReaction(t); err != nil {
		return err
	}
	c, err := s.DB.BlogComment.Get(ctx, commentID)
	if ent.IsNotFound(err) || (err == nil && (!c.Published || c.DeletedAt != nil)) {
		return commentNotFound(commentID)
	}
	return err
}

// DeleteComment deletes a's own comment; another's answers api.not_found.
func (s *Service) DeleteComment(ctx context.Context, a *actor.Actor, id int) error {
	if err := a.Require(); err != nil {
		return err
	}
	n, err := s.DB.BlogComment.Update().Where(blogcomment.ID(id), blogcomment.UserID(a.UserID), blogcomment.DeletedAtIsNil()).
		SetDeletedAt(s.now()).Save(ctx)
	if err != nil {
		return err
	}
	if n == 0 {
		return commentNotFound(id)
	}
	return nil
}

// views are rows as a sees them: their authors and reaction counts.
func (s *Service) views(ctx context.Context, db *ent.Client, a *actor.Actor, rows []*ent.BlogComment) ([]*Comment, error) {
	out := make([]*Comment, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]int, len(rows))
	userIDs := make([]int, 0, len(rows))
	for i, c := range rows {
		ids[i] = c.ID
		userIDs = append(userIDs, c.UserID)
	}
	users, err := db.User.Query().Where(user.IDIn(userIDs...)).Select(user.FieldNickname, user.FieldAvatar).All(ctx)
	if err != nil {
		return nil, err
	}
	authors := map[int]Author{}
	for _, u := range users {
		authors[u.ID] = Author{ID: u.ID, Nickname: u.Nickname, Avatar: u.Avatar}
	}
	var counts []struct {
		CommentID int    `json:"comment_id"`
		Type      string `json:"type"`
		Count     int    `json:"count"`
	}
	if err := db.BlogReaction.Query().Where(blogreaction.CommentIDIn(ids...)).
		GroupBy(blogreaction.FieldCommentID, blogreaction.FieldType).Aggregate(ent.Count()).Scan(ctx, &counts); err != nil {
		return nil, err
	}
	given := map[[2]string]bool{}
	if a.SignedIn() {
		mine, err := db.BlogReaction.Query().Where(blogreaction.CommentIDIn(ids...), blogreaction.UserID(a.UserID)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range mine {
			given[[2]string{strconv.Itoa(r.CommentID), r.Type}] = true
		}
	}
	for i, c := range rows {
		v := &Comment{BlogComment: c, Author: authors[c.UserID], Mine: a.Is(c.UserID)}
		for _, t := range ReactionTypes {
			r := Reaction{Type: t, IsAdded: given[[2]string{strconv.Itoa(c.ID), t}]}
			for _, n := range counts {
				if n.CommentID == c.ID && n.Type == t {
					r.Count = n.Count
				}
			}
			v.ReactionsIsAdded = v.ReactionsIsAdded || r.IsAdded
			v.Reactions = append(v.Reactions, r)
		}
		out[i] = v
	}
	return out, nil
}
