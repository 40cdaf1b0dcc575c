package store

// GroupQueued is how many transactions wait in the SQLite committer's
// queue (0 on PostgreSQL), for tests that wait for one to be queued.
func (db *DB) GroupQueued() int {
	if g := groupOf(db.Client); g != nil {
		return len(g.jobs)
	}
	return 0
}
