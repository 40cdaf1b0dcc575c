package steam

import (
	"context"
	"sync"
	"time"
)

// pruneInterval spaces out full scans of the memory store so Use stays O(1)
// amortized while expired nonces still get dropped.
const pruneInterval = time.Minute

// NewMemoryNonceStore returns a process-local NonceStore. It is only correct
// for a single server instance; several instances need a shared store.
func NewMemoryNonceStore() NonceStore {
	return &memoryNonceStore{seen: map[string]time.Time{}, now: time.Now}
}

type memoryNonceStore struct {
	mu        sync.Mutex
	seen      map[string]time.Time // nonce -> expiry
	nextPrune time.Time
	now       func() time.Time
}

func (m *memoryNonceStore) Use(_ context.Context, nonce string, expires time.Time) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	if !now.Before(m.nextPrune) {
		for n, exp := range m.seen {
			if !now.Before(exp) {
				delete(m.seen, n)
			}
		}
		m.nextPrune = now.Add(pruneInterval)
	}
	// Any entry still present counts as used, expired or not: whether a
	// replay is caught must not depend on when the last prune ran.
	if _, used := m.seen[nonce]; used {
		return false, nil
	}
	m.seen[nonce] = expires
	return true, nil
}
