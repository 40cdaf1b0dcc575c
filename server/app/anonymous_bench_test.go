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

	"github.com/casefront/casefront/ent"
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
// refused by its content alone, and answers are not checked against the
// OpenAPI document, as in production. `make bench-anonymous`.
func BenchmarkAnonymousWorst(b *testing.B) {
	for _, d := range testenv.Databases() {
		b.Run(d.Name, func(b *testing.B) {
			url := d.URL(b)
			// The answers are not checked against the OpenAPI document here
			// (OPENAPI_CHECK, on in the other tests): production does not
			// check them, and the check costs more than most requests.
			s := startServer(b, map[string]string{"DATABASE_URL": url, "DEMO_SEED": "1", "RATE_LIMITS": "off", "OPENAPI_CHECK": "0"})
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
			owner, drops := playerWithDrops(b, s, 100)
			// The skin with the most variants.
			var staticName string
			variants := map[string]int{}
			for _, it := range s.App.DB.Item.Query().AllX(context.Background()) {
				if variants[it.StaticName]++; staticName == "" || variants[it.StaticName] > variants[staticName] {
					staticName = it.StaticName
				}
			}
			ops := append(anonymousWorst(ids), clientCasePage(largest))
			for _, op := range append(ops, adversarial(owner, drops, largest, staticName, ids)...) {
				b.Run(op.name, func(b *testing.B) {
					serve := func() {
						r := op.request()
						r.Header.Set("Accept-Encoding", "br, gzip")
						s.App.Handler.ServeHTTP(httptest.NewRecorder(), r)
					}
					// Warm the catalogue cache and the query cache, and say what
					// the request is answered (a refusal's code, if any).
					w := httptest.NewRecorder()
					s.App.Handler.ServeHTTP(w, op.request())
					b.Logf("%s: HTTP %d %s", op.name, w.Code, errorCodes(w.Body.Bytes()))
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

// adversarial are anonymous requests an attacker could write beyond the
// review's findings: the client's own operations (which keep
// graph.MaxComplexity) with the largest variables they take, a player's
// drops a page of 100 at a time, and REST lists at their largest page and
// deepest offset.
func adversarial(owner int, drops []string, largest, staticName string, caseIDs []string) []anonymousOp {
	user := strconv.Itoa(owner)
	rest := func(path string) func() *http.Request {
		return func() *http.Request { return httptest.NewRequest(http.MethodGet, path, nil) }
	}
	gql := func(query string) func() *http.Request {
		body, _ := json.Marshal(map[string]any{"query": query})
		return func() *http.Request {
			r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
			r.Header.Set("Content-Type", "application/json")
			return r
		}
	}
	return []anonymousOp{
		// An edge read per object (an item's opensCase), as many as fit
		// under graph.MaxAnonymousComplexity.
		{"graphql-15-listings-opens-case", gql(aliases(15, `items(first: 100) { edges { node { id opensCase { id } } } }`))},
		{"graphql-13-case-listings-group", gql(aliases(13, `cases(first: 100) { edges { node { id group { id } } } }`))},
		// An edge read per case item (its case), for as many cases as fit.
		{"graphql-contents-9-cases-case-edge", gql(`{ casesByIds(ids: [` + strings.Join(caseIDs[:min(9, len(caseIDs))], ",") + `]) { items { id case { id } } } }`)},
		{"graphql-30-item-variants", gql(aliases(30, `itemVariants(staticName: "`+staticName+`") { id marketHashName exterior stattrak rarity price image }`))},
		clientOp("graphql-client-items-100-search-pipe", "ItemsPagePaginationQuery", map[string]any{"first": 100, "search": "|"}),
		clientOp("graphql-client-items-100-search-100-chars", "ItemsPagePaginationQuery", map[string]any{"first": 100, "search": strings.Repeat("a|", 50)}),
		clientOp("graphql-client-target-picker-100-search-pipe", "TargetPickerPaginationQuery", map[string]any{"first": 100, "search": "|"}),
		clientOp("graphql-client-openings-100", "DropTabsOpeningsPaginationQuery", map[string]any{"first": 100, "userId": user}),
		clientOp("graphql-client-inventory-100", "InventoryPaginationQuery", map[string]any{"first": 100, "userId": user}),
		clientOp("graphql-client-profile", "ProfilePageQuery", map[string]any{"id": user}),
		clientOp("graphql-client-contract-outcomes-risky", "ContractPageOutcomesQuery", map[string]any{"bullets": 2_000, "mode": "risky"}),
		clientOp("graphql-client-contract-outcomes-drops", "ContractPageOutcomesQuery", map[string]any{"dropIds": drops[:min(10, len(drops))], "mode": "safe"}),
		clientOp("graphql-client-battles-deepest-page", "BattlesPageListQuery", map[string]any{"tab": "top", "page": 10000}),
		{"rest-items-last-page-search-pipe", rest("/api/items?search=%7C&limit=30&page=118")},
		{"rest-items-deepest-offset", rest("/api/items?limit=30&page=10000")},
		{"rest-upgrade-items-search-pipe", rest("/api/upgrade/upgrade-items?search=%7C&limit=30")},
		{"rest-user-drops-deepest-page", rest("/api/user/drop?user_id=" + user + "&page=10000&limit=30")},
		{"rest-user-drops-largest-page", rest("/api/user/drop?user_id=" + user + "&limit=30")},
		{"rest-user-top-drops", rest("/api/user/" + user + "/top")},
		{"case-art-largest-case", rest("/case-art/" + largest + ".svg")},
	}
}

// playerWithDrops is a player holding n drops of the catalogue's items,
// and the drops' ids.
func playerWithDrops(b *testing.B, s *testServer, n int) (int, []string) {
	ctx := context.Background()
	u, _ := s.player(b, 0)
	cis := s.App.DB.CaseItem.Query().WithItem().Limit(n).AllX(ctx)
	builders := make([]*ent.DropCreate, 0, n)
	for i := range n {
		ci := cis[i%len(cis)]
		builders = append(builders, s.App.DB.Drop.Create().SetUserID(u.ID).SetItemID(ci.ItemID).SetCaseID(ci.CaseID).
			SetPrice(ci.Edges.Item.Price).SetNonce(int64(i)).SetTicket(int64(i)))
	}
	var ids []string
	for _, d := range s.App.DB.Drop.CreateBulk(builders...).SaveX(ctx) {
		ids = append(ids, strconv.Itoa(d.ID))
	}
	return u.ID, ids
}

// clientOp is the client's operation name by its id with vars, as the
// browser sends it; of the texts persisted under that name (the client's
// versions), the longest.
func clientOp(label, name string, vars map[string]any) anonymousOp {
	var id, longest string
	for k, text := range persisted.Client() {
		if (strings.HasPrefix(text, "query "+name+"(") || strings.HasPrefix(text, "query "+name+" ")) && len(text) > len(longest) {
			id, longest = k, text
		}
	}
	body, _ := json.Marshal(map[string]any{"operationName": name, "query": "", "variables": vars,
		"extensions": map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": id}}})
	return anonymousOp{label, func() *http.Request {
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		return r
	}}
}

// clientCasePage is the client's case page for the case alias, by its
// persisted id, as a visitor's browser asks for it.
func clientCasePage(alias string) anonymousOp {
	return clientOp("graphql-client-case-page", "CasePageQuery", map[string]any{"alias": alias})
}

// errorCodes are the codes of an answer's errors (GraphQL's extensions,
// REST's error key), empty for none.
func errorCodes(body []byte) string {
	var a struct {
		Errors []struct {
			Extensions struct {
				Code string `json:"code"`
			} `json:"extensions"`
		} `json:"errors"`
		Error string `json:"error"`
	}
	_ = json.Unmarshal(body, &a)
	var codes []string
	for _, e := range a.Errors {
		codes = append(codes, e.Extensions.Code)
	}
	if a.Error != "" {
		codes = append(codes, a.Error)
	}
	return strings.Join(codes, " ")
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
