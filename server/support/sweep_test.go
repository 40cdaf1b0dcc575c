package support_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"sort"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/support"
)

// stuck stores files but cannot delete them, so a rolled-back message
// leaves its first file behind, as a process dying before the commit does.
type stuck struct {
	support.Files
	puts, failPut int
}

func (s *stuck) Put(ctx context.Context, key, ct string, data []byte) error {
	if s.puts++; s.puts == s.failPut {
		return errors.New("bucket gone")
	}
	return s.Files.Put(ctx, key, ct, data)
}

func (s *stuck) Delete(context.Context, string) error { return errors.New("bucket gone") }

func stored(t *testing.T, f support.Files) []string {
	t.Helper()
	var keys []string
	if err := f.Older(context.Background(), time.Now().Add(24*time.Hour), func(k string) error {
		keys = append(keys, k)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	sort.Strings(keys)
	return keys
}

// Files no attachment names (a message rolled back whose file could not be
// removed, a ticket gone) are deleted once older than SweepGrace, on either
// store and database; files of committed messages and files younger than
// the grace stay, and a second sweep finds nothing more.
func TestSweepRemovesOrphanFiles(t *testing.T) {
	for _, d := range testenv.Databases() {
		for _, kind := range []string{"local", "s3"} {
			t.Run(d.Name+"/"+kind, func(t *testing.T) {
				ctx := context.Background()
				e := setup(t, d.URL(t), nil)
				start := time.Now()
				e.now = start
				var files support.Files = e.files
				if kind == "s3" {
					srv := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
					t.Cleanup(srv.Close)
					s3, err := support.NewS3(ctx, support.S3Config{Endpoint: srv.URL, Bucket: "tickets", AccessKeyID: "key", SecretAccessKey: "secret"})
					if err != nil {
						t.Fatal(err)
					}
					files = s3
				}
				e.svc.Files = files
				a := testdb.Actor(testdb.Player(t, e.db, 0))
				img := pngBytes(t)
				th, err := e.svc.Create(ctx, a, "kept", "see", []support.Upload{{Name: "a.png", Data: img}})
				if err != nil {
					t.Fatal(err)
				}
				kept := th.Comments[0].Edges.Attachments[0].Key
				e.svc.Files = &stuck{Files: files, failPut: 2}
				if _, err := e.svc.Comment(ctx, a, th.Ticket.ID, "more", []support.Upload{{Name: "b.png", Data: img}, {Name: "c.png", Data: img}}); err == nil {
					t.Fatal("a failed store was not an error")
				}
				e.svc.Files = files
				gone := "support/999999/0123456789abcdef0123456789abcdef" // a ticket that is no more
				if err := files.Put(ctx, gone, "image/png", img); err != nil {
					t.Fatal(err)
				}
				if got := stored(t, files); len(got) != 3 {
					t.Fatalf("stored %v, want the kept file and two orphans", got)
				}

				e.now = start.Add(support.SweepGrace / 2)
				if n, err := e.svc.SweepFiles(ctx); err != nil || n != 0 {
					t.Fatalf("swept %d, %v within the grace", n, err)
				}
				e.now = start.Add(support.SweepGrace + time.Minute)
				if n, err := e.svc.SweepFiles(ctx); err != nil || n != 2 {
					t.Fatalf("swept %d, %v; want 2", n, err)
				}
				if got := stored(t, files); len(got) != 1 || got[0] != kept {
					t.Fatalf("left %v, want only %s", got, kept)
				}
				if n, err := e.svc.SweepFiles(ctx); err != nil || n != 0 {
					t.Fatalf("swept again %d, %v", n, err)
				}
				link, err := e.svc.Link(ctx, th.Comments[0].Edges.Attachments[0])
				if err != nil {
					t.Fatal(err)
				}
				if code, _, _ := get(t, link); code != 200 {
					t.Fatalf("the kept file answers %d", code)
				}
			})
		}
	}
}
