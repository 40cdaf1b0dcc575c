package app_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/casefront/casefront/server/graph/persisted"
	"github.com/casefront/casefront/server/internal/testenv"
)

// BenchmarkAnonymousWorst runs the most expensive requests an anonymous
// caller could send (anonymousWorst) against the demo catalogue, on SQLite
// and (when it answers) PostgreSQL, through the whole handler chain without
// the network, brotli accepted, and reports the CPU each costs: the
// server's own (cpu-ms/op, this process's user and system time, the
// request's building included), the database's (db-cpu-ms/op, PostgreSQL's
// backends of the test database, read from /proc: 10 ms ticks, so run
// enough iterations; 0 on SQLite, which runs in process) and their sum
// (total-cpu-ms/op). Rate limits are off, so every request is served or
// refused by its content alone. `make bench-anonymous`.
func BenchmarkAnonymousWorst(b *testing.B) {
	for _, d := range testenv.Databases() {
		b.Run(d.Name, func(b *testing.B) {
			url := d.URL(b)
			s := startServer(b, map[string]string{"DATABASE_URL": url, "DEMO_SEED": "1", "RATE_LIMITS": "off"})
			dbCPU := func() time.Duration { return 0 }
			if d.Name == "postgres" {
				dbCPU = postgresCPU(b, url)
			}
			var ids []string
			largest, most := "", 0
			for _, c := range s.App.DB.LootCase.Query().WithCaseItems().AllX(context.Background()) {
				ids = append(ids, strconv.Itoa(c.ID))
				if n := len(c.Edges.CaseItems); n > most {
					largest, most = c.Alias, n
				}
			}
			for _, op := range append(anonymousWorst(ids), clientCasePage(largest)) {
				b.Run(op.name, func(b *testing.B) {
					serve := func() int {
						r := op.request()
						r.Header.Set("Accept-Encoding", "br, gzip")
						w := httptest.NewRecorder()
						s.App.Handler.ServeHTTP(w, r)
						return w.Code
					}
					b.Logf("%s: HTTP %d", op.name, serve()) // warm: the catalogue cache, the query cache
					b.ResetTimer()
					app0, db0 := processCPU(), dbCPU()
					for range b.N {
						serve()
					}
					b.StopTimer()
					app, db := processCPU()-app0, dbCPU()-db0
					per := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) / float64(b.N) }
					b.ReportMetric(per(app), "cpu-ms/op")
					b.ReportMetric(per(db), "db-cpu-ms/op")
					b.ReportMetric(per(app+db), "total-cpu-ms/op")
				})
			}
		})
	}
}

type anonymousOp struct {
	name    string
	request func() *http.Request
}

// anonymousWorst are the requests of a security review's findings, and
// the heaviest neighbours found with them:
//   - thirty aliased item searches of 100 items for a short, common prefix
//     (refused now: a search costs half of an operation's complexity);
//   - the widest single search ("|" matches every skin), and a
//     100-character search that matches nothing, over GraphQL and REST;
//   - every case by id in a new order each time (refused now: at most
//     catalog.MaxContentCases ids), ten of them in a new order each time
//     (one kept answer), and another ten each time (never a kept answer);
//   - thirty aliased listings of 100 items without a search, the contents
//     of as many cases as the complexity limit allows, and the widest
//     search beside the contents of as many cases as still fit: GraphQL's
//     cost per object, which no search changes (refused now without
//     signing in: graph.MaxAnonymousComplexity), and the largest of each
//     that is still answered;
//   - the client's case page for the largest case (clientCasePage), for
//     comparison.
func anonymousWorst(caseIDs []string) []anonymousOp {
	gql := func(query string) func() *http.Request {
		body, _ := json.Marshal(map[string]any{"query": query})
		return func() *http.Request {
			r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
			r.Header.Set("Content-Type", "application/json")
			return r
		}
	}
	cases := func(ids []string) func() *http.Request {
		return func() *http.Request {
			ids := append([]string(nil), ids...)
			rand.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			return httptest.NewRequest(http.MethodGet, "/api/cases?ids="+strings.Join(ids, ","), nil)
		}
	}
	nomatch := strings.Repeat("zq", 50)
	fields := `edges { node { id marketHashName name price rarity image } }`
	// The contents of n cases by id: 2,001 of complexity per case, so 19
	// cases are the most one operation may ask for (40,000).
	contents := func(n int) string {
		return `casesByIds(ids: [` + strings.Join(caseIDs[:min(n, len(caseIDs))], ",") +
			`]) { items { id weight odds item { id marketHashName name price rarity image } } }`
	}
	ten := caseIDs[:min(10, len(caseIDs))]
	return []anonymousOp{
		{"graphql-30-searches-st", gql(aliases(30, `items(first: 100, search: "st") { `+fields+` }`))},
		{"graphql-search-pipe", gql(`{ items(first: 100, search: "|") { totalCount ` + fields + ` } }`)},
		{"graphql-search-100-chars-nomatch", gql(`{ items(first: 100, search: "` + nomatch + `") { totalCount ` + fields + ` } }`)},
		{"rest-items-100-chars-nomatch", func() *http.Request {
			return httptest.NewRequest(http.MethodGet, "/api/items?search="+nomatch, nil)
		}},
		{"rest-cases-all-ids-shuffled", cases(caseIDs)},
		{"rest-cases-10-ids-shuffled", cases(ten)},
		{"rest-cases-10-ids-new-set", func() *http.Request {
			ids := append([]string(nil), caseIDs...)
			rand.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			return cases(ids[:len(ten)])()
		}},
		{"graphql-30-listings", gql(aliases(30, `items(first: 100) { `+fields+` }`))},
		{"graphql-contents-19-cases", gql(`{ ` + contents(19) + ` }`)},
		{"graphql-search-pipe-and-contents-9-cases", gql(`{ items(first: 100, search: "|") { totalCount ` + fields + ` } ` + contents(9) + ` }`)},
		// The largest of each that an anonymous operation may still ask for
		// (graph.MaxAnonymousComplexity): the three above are refused now.
		{"graphql-9-listings", gql(aliases(9, `items(first: 100) { `+fields+` }`))},
		{"graphql-contents-3-cases", gql(`{ ` + contents(3) + ` }`)},
		{"graphql-search-pipe-and-contents-3-cases", gql(`{ items(first: 100, search: "|") { totalCount ` + fields + ` } ` + contents(3) + ` }`)},
	}
}

// clientCasePage is the client's case page for the case alias, by its
// persisted id, as a visitor's browser asks for it.
func clientCasePage(alias string) anonymousOp {
	var id string
	for k, text := range persisted.Client() {
		if strings.HasPrefix(text, "query CasePageQuery(") {
			id = k
		}
	}
	body, _ := json.Marshal(map[string]any{"operationName": "CasePageQuery", "query": "", "variables": map[string]any{"alias": alias},
		"extensions": map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": id}}})
	return anonymousOp{"graphql-client-case-page", func() *http.Request {
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		return r
	}}
}

// processCPU is the user and system time this process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// postgresCPU returns a reader of the CPU time PostgreSQL's backends
// connected to the database at url have used (from /proc: the server must
// run on this machine), the reader's own connection left out.
func postgresCPU(b *testing.B, url string) func() time.Duration {
	db, err := sql.Open("pgx", url)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	db.SetMaxOpenConns(1)
	tick := clockTicks()
	return func() time.Duration {
		rows, err := db.Query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
		if err != nil {
			b.Fatal(err)
		}
		defer rows.Close()
		var total time.Duration
		for rows.Next() {
			var pid int
			if err := rows.Scan(&pid); err != nil {
				b.Fatal(err)
			}
			stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
			if err != nil {
				continue // not on this machine, or gone
			}
			// Fields after the command's closing parenthesis: utime and stime
			// are the 12th and 13th of them.
			f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
			if len(f) < 13 {
				continue
			}
			ut, _ := strconv.ParseInt(f[11], 10, 64)
			st, _ := strconv.ParseInt(f[12], 10, 64)
			total += time.Duration(ut+st) * tick
		}
		return total
	}
}

// clockTicks is the length of one /proc clock tick (USER_HZ, 100 on Linux).
func clockTicks() time.Duration { return 10 * time.Millisecond }
