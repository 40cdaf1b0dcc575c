// Package migrations embeds the Atlas versioned migrations, one directory per
// dialect. Generate new files with `casefront migrate diff NAME` after changing
// ent/schema; never edit an applied file (atlas.sum guards them).
package migrations

import "embed"

//go:embed sqlite postgres
var FS embed.FS
