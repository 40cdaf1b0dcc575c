package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
)

// revisions keeps Atlas's record of applied migrations in the table the Atlas
// CLI uses (atlas_schema_revisions, same columns), so an operator may switch
// to `atlas migrate apply` later.
type revisions struct {
	db  *sql.DB
	arg func(int) string
}

const revisionTable = "atlas_schema_revisions"

func newRevisions(ctx context.Context, db *sql.DB, dia string) (*revisions, error) {
	r := &revisions{db: db, arg: func(int) string { return "?" }}
	ddl := `CREATE TABLE IF NOT EXISTS atlas_schema_revisions (
		version TEXT NOT NULL PRIMARY KEY, description TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 2,
		applied INTEGER NOT NULL DEFAULT 0, total INTEGER NOT NULL DEFAULT 0, executed_at TIMESTAMP NOT NULL,
		execution_time BIGINT NOT NULL, error TEXT NULL, error_stmt TEXT NULL, hash TEXT NOT NULL,
		partial_hashes TEXT NULL, operator_version TEXT NOT NULL)`
	if dia == dialect.Postgres {
		r.arg = func(i int) string { return fmt.Sprintf("$%d", i) }
		ddl = `CREATE TABLE IF NOT EXISTS atlas_schema_revisions (
		version VARCHAR NOT NULL PRIMARY KEY, description VARCHAR NOT NULL, type BIGINT NOT NULL DEFAULT 2,
		applied BIGINT NOT NULL DEFAULT 0, total BIGINT NOT NULL DEFAULT 0, executed_at TIMESTAMPTZ NOT NULL,
		execution_time BIGINT NOT NULL, error TEXT NULL, error_stmt TEXT NULL, hash VARCHAR NOT NULL,
		partial_hashes JSONB NULL, operator_version VARCHAR NOT NULL)`
	}
	if _, err := db.ExecContext(ctx, ddl); err != nil {
		return nil, fmt.Errorf("store: revisions table: %w", err)
	}
	return r, nil
}

func (r *revisions) Ident() *migrate.TableIdent { return &migrate.TableIdent{Name: revisionTable} }

const revisionCols = `version, description, type, applied, total, executed_at, execution_time, error, error_stmt, hash, partial_hashes, operator_version`

func (r *revisions) ReadRevisions(ctx context.Context) ([]*migrate.Revision, error) {
	rows, err := r.db.QueryContext(ctx, `SELECT `+revisionCols+` FROM `+revisionTable+` ORDER BY version`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*migrate.Revision
	for rows.Next() {
		rev, err := scanRevision(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, rev)
	}
	return out, rows.Err()
}

func (r *revisions) ReadRevision(ctx context.Context, version string) (*migrate.Revision, error) {
	row := r.db.QueryRowContext(ctx, `SELECT `+revisionCols+` FROM `+revisionTable+` WHERE version = `+r.arg(1), version)
	rev, err := scanRevision(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, migrate.ErrRevisionNotExist
	}
	return rev, err
}

func (r *revisions) WriteRevision(ctx context.Context, rev *migrate.Revision) error {
	hashes, _ := json.Marshal(rev.PartialHashes)
	if _, err := r.db.ExecContext(ctx, `DELETE FROM `+revisionTable+` WHERE version = `+r.arg(1), rev.Version); err != nil {
		return err
	}
	_, err := r.db.ExecContext(ctx, `INSERT INTO `+revisionTable+` (`+revisionCols+`) VALUES (`+
		r.arg(1)+`,`+r.arg(2)+`,`+r.arg(3)+`,`+r.arg(4)+`,`+r.arg(5)+`,`+r.arg(6)+`,`+r.arg(7)+`,`+r.arg(8)+`,`+r.arg(9)+`,`+r.arg(10)+`,`+r.arg(11)+`,`+r.arg(12)+`)`,
		rev.Version, rev.Description, int(rev.Type), rev.Applied, rev.Total, rev.ExecutedAt.UTC(),
		int64(rev.ExecutionTime), rev.Error, rev.ErrorStmt, rev.Hash, string(hashes), rev.OperatorVersion)
	return err
}

func (r *revisions) DeleteRevision(ctx context.Context, version string) error {
	_, err := r.db.ExecContext(ctx, `DELETE FROM `+revisionTable+` WHERE version = `+r.arg(1), version)
	return err
}

type scanner interface{ Scan(...any) error }

func scanRevision(s scanner) (*migrate.Revision, error) {
	var (
		rev       migrate.Revision
		typ       int
		execNanos int64
		errText   sql.NullString
		errStmt   sql.NullString
		hashes    sql.NullString
		executed  time.Time
	)
	if err := s.Scan(&rev.Version, &rev.Description, &typ, &rev.Applied, &rev.Total, &executed, &execNanos,
		&errText, &errStmt, &rev.Hash, &hashes, &rev.OperatorVersion); err != nil {
		return nil, err
	}
	rev.Type = migrate.RevisionType(typ)
	rev.ExecutedAt = executed
	rev.ExecutionTime = time.Duration(execNanos)
	rev.Error, rev.ErrorStmt = errText.String, errStmt.String
	if hashes.Valid && hashes.String != "" && hashes.String != "null" {
		_ = json.Unmarshal([]byte(hashes.String), &rev.PartialHashes)
	}
	return &rev, nil
}
