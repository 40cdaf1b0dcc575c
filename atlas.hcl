# Atlas project file for operators who use the Atlas CLI. The server applies
# the same versioned migrations itself at start (and with `casefront migrate`),
# recording them in atlas_schema_revisions like the CLI does.
#
#   atlas migrate status --env postgres --url "$DATABASE_URL"
#   atlas migrate apply  --env postgres --url "$DATABASE_URL"
#
# New migrations are generated from ent/schema with `make migration NAME=...`.

variable "url" {
  type    = string
  default = getenv("DATABASE_URL")
}

env "sqlite" {
  url = var.url
  dev = "sqlite://dev?mode=memory"
  migration {
    dir = "file://migrations/sqlite"
  }
}

env "postgres" {
  url = var.url
  dev = "docker://postgres/15/dev?search_path=public"
  migration {
    dir = "file://migrations/postgres"
  }
}
