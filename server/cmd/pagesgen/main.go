// Command pagesgen renders the static pages' Markdown (content/pages) into
// server/pages/gen, the JSON the server embeds. Run it from the repository
// root after editing a page; a test fails while its output is stale.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/casefront/casefront/server/pages"
)

func main() {
	if err := run("."); err != nil {
		fmt.Fprintln(os.Stderr, "pagesgen:", err)
		os.Exit(1)
	}
}

func run(root string) error {
	files, err := pages.Build(root)
	if err != nil {
		return err
	}
	dir := filepath.Join(root, "server", "pages", "gen")
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	files["README"] = []byte(pages.GeneratedNote)
	for name, b := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("pagesgen: %d pages written to %s\n", len(files), dir)
	return nil
}
