package support_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/support"
)

// The S3 store against an S3 server on loopback: the bucket is created,
// a ticket's file is put and answered on its presigned link (short-lived,
// with the sniffed type), and a refused ticket leaves no object behind.
func TestS3Store(t *testing.T) {
	ctx := context.Background()
	backend := s3mem.New()
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	files, err := support.NewS3(ctx, support.S3Config{Endpoint: srv.URL, Region: "eu-central-1", Bucket: "tickets",
		AccessKeyID: "key", SecretAccessKey: "secret"})
	if err != nil {
		t.Fatal(err)
	}
	// A second start finds the bucket.
	if _, err := support.NewS3(ctx, support.S3Config{Endpoint: srv.URL, Bucket: "tickets", AccessKeyID: "key", SecretAccessKey: "secret"}); err != nil {
		t.Fatal(err)
	}
	e := setup(t, testenv.SQLiteURL(t), nil)
	e.svc.Files = files
	a := testdb.Actor(testdb.Player(t, e.db, 0))
	img := pngBytes(t)
	th, err := e.svc.Create(ctx, a, "stuck", "see the screenshot", []support.Upload{{Name: "shot.png", Data: img}})
	if err != nil {
		t.Fatal(err)
	}
	att := th.Comments[0].Edges.Attachments[0]
	link, err := e.svc.Link(ctx, att)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(link)
	q := u.Query()
	if q.Get("X-Amz-Expires") != "300" || q.Get("X-Amz-Signature") == "" || u.Path != "/tickets/"+att.Key {
		t.Fatalf("presigned link %s", link)
	}
	code, body, h := get(t, link)
	if code != http.StatusOK || string(body) != string(img) || h.Get("Content-Type") != "image/png" {
		t.Fatalf("download %d %v", code, h)
	}
	list, err := backend.ListBucket("tickets", nil, gofakes3.ListBucketPage{})
	if err != nil || len(list.Contents) != 1 {
		t.Fatalf("objects %v %v", list, err)
	}
	if err := files.Delete(ctx, att.Key); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := get(t, link); code != http.StatusNotFound {
		t.Fatalf("deleted object answered %d", code)
	}
	// Refused files are refused before anything is stored.
	_, err = e.svc.Create(ctx, a, "s", "b", []support.Upload{{Name: "ok.png", Data: img}, {Name: "x.png", Data: exeBytes()}})
	wantKey(t, err, apperr.Validation.Key)
	if list, _ := backend.ListBucket("tickets", nil, gofakes3.ListBucketPage{}); len(list.Contents) != 0 {
		t.Fatalf("a refused ticket stored %d objects", len(list.Contents))
	}
}
