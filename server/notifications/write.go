package notifications

import (
	"context"
	"strconv"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/notification"
)

// notice is one notification to write.
type notice struct {
	userID int
	kind   string
	url    string
	params map[string]string
	// key names the cause, so one cause notifies once (a reminder job run
	// again, a sweep racing a job).
	key string
}

func itoa(n int) string { return strconv.Itoa(n) }

// add writes n in tx and pushes it, unless its cause was notified already
// (nil then).
func (s *Service) add(ctx context.Context, tx *ent.Tx, n notice, at time.Time) (*ent.Notification, error) {
	key := n.kind + ":" + itoa(n.userID) + ":" + n.key
	if seen, err := tx.Notification.Query().Where(notification.DedupKey(key)).Exist(ctx); err != nil || seen {
		return nil, err
	}
	if n.params == nil {
		n.params = map[string]string{}
	}
	row, err := tx.Notification.Create().SetUserID(n.userID).SetKind(n.kind).SetURL(n.url).SetParams(n.params).
		SetDedupKey(key).SetCreatedAt(at).Save(ctx)
	if err != nil {
		return nil, err
	}
	if s.Pusher != nil {
		if err := s.Pusher.Notify(ctx, tx, n.userID, n.kind, n.url, n.params); err != nil {
			return nil, err
		}
	}
	return row, nil
}
