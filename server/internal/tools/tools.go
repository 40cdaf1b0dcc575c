//go:build tools

// Package tools pins the code generators and libraries the build uses, so
// `go mod tidy` keeps them while no package imports them yet.
package tools

import (
	_ "ariga.io/atlas/sql/migrate"
	_ "entgo.io/contrib/entgql"
	_ "entgo.io/ent/cmd/ent"
	_ "github.com/99designs/gqlgen"
	_ "github.com/coder/websocket"
	_ "github.com/golang-jwt/jwt/v5"
	_ "github.com/graph-gophers/dataloader/v7"
	_ "github.com/jackc/pgx/v5/stdlib"
	_ "github.com/redis/go-redis/v9"
	_ "github.com/stretchr/testify/require"
	_ "go.uber.org/zap"
	_ "modernc.org/sqlite"
)
