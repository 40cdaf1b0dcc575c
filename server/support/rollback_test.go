package support_test

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/support"
)

// failSecond stores the first file and fails on the second, as a bucket
// that goes away mid-request.
type failSecond struct {
	*support.Local
	puts int
}

func (f *failSecond) Put(ctx context.Context, key, ct string, data []byte) error {
	if f.puts++; f.puts == 2 {
		return errors.New("bucket gone")
	}
	return f.Local.Put(ctx, key, ct, data)
}

// A message whose files are not all stored writes nothing and leaves no file behind.
func TestFailedStoreLeavesNoFile(t *testing.T) {
	ctx := context.Background()
	e := setup(t, testenv.SQLiteURL(t), nil)
	e.svc.Files = &failSecond{Local: e.files}
	a := testdb.Actor(testdb.Player(t, e.db, 0))
	img := pngBytes(t)
	if _, err := e.svc.Create(ctx, a, "s", "b", []support.Upload{{Name: "a.png", Data: img}, {Name: "b.png", Data: img}}); err == nil {
		t.Fatal("a failed store was not an error")
	}
	if n := e.db.SupportTicket.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d tickets written", n)
	}
	var files []string
	_ = filepath.WalkDir(e.files.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 0 {
		t.Fatalf("files left behind: %v", files)
	}
}
