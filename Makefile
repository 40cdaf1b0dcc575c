# Casefront: `make run` starts the site locally, `make test` runs every test.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
CHROMIUM ?= /usr/bin/chromium

.PHONY: run build client server deps stripe-mock mailpit test test-go test-go-plain test-go-race test-rest test-catalog test-client test-bundle test-e2e lint-openapi openapi contract chromium schema generate migration verify-ledger bench bench-topdrops bench-anonymous bench-load clean

## run: build everything and serve http://localhost:8080 with SQLite, the demo catalogue and the demo sign-in
# Mailpit catches the confirmation mails (its inbox: http://localhost:8025);
# it stops with the server.
run: build mailpit
	@echo "==> starting http://localhost:8080 (SQLite in ./data, demo catalogue, demo sign-in; Ctrl-C stops it)"
	@echo "    mails: http://localhost:8025 (Mailpit); SMS codes: http://localhost:8080/sandbox/sms/"
	@./bin/mailpit --smtp 127.0.0.1:1025 --listen 127.0.0.1:8025 --disable-version-check --quiet & mp=$$!; \
	trap 'kill $$mp 2>/dev/null' EXIT; \
	DEV_LOGIN=1 DEMO_SEED=1 SMTP_URL=smtp://127.0.0.1:1025 ./bin/casefront

## build: the client bundle (embedded into the binary) and the server binary
build: client server

deps: client/node_modules

client/node_modules: client/package-lock.json
	@$(STEP) "installing the client's npm packages (first run: about a minute)" bash -c 'cd client && $(NPM) ci --no-audit --no-fund'
	@touch client/node_modules

# File targets so that `make run` rebuilds only what changed. The client
# build ends by writing dist/index.html, so that file stands for the whole
# bundle; tests do not go into the bundle and are left out.
CLIENT_INPUTS := $(shell find client/src client/public client/scripts -type f -not -path '*/__tests__/*' -not -path 'client/scripts/test/*' 2>/dev/null) \
	client/index.html client/graphiql.html client/api-reference.html client/package.json client/vite.config.ts client/tsconfig.json client/babel.config.cjs relay.config.js $(wildcard schema/*.graphqls)
# The binary's inputs are what `go list` says it is built from: the Go files
# and the embedded ones (migrations, the demo seed, routes) of this module's
# packages, so a changed migration rebuilds it too. The client build is its
# own prerequisite.
GO_INPUTS := $(shell $(GO) list -deps -f '{{if and .Module (eq .Module.Path "github.com/casefront/casefront")}}{{$$d := .Dir}}{{range .GoFiles}}{{$$d}}/{{.}} {{end}}{{range .EmbedFiles}}{{$$d}}/{{.}} {{end}}{{end}}' ./server/cmd/casefront 2>/dev/null | tr ' ' '\n' | grep -v '/server/web/dist/') go.mod go.sum
STEP := scripts/make/step

client: server/web/dist/index.html

server/web/dist/index.html: $(CLIENT_INPUTS) client/node_modules
	@$(STEP) "building the client (Relay, Vite; about a minute)" bash -c 'mkdir -p bin && cd client && { $(NPM) run --silent build > ../bin/client-build.log 2>&1 || { tail -40 ../bin/client-build.log; exit 1; }; }'

server: bin/casefront

bin/casefront: $(GO_INPUTS) server/graph/persisted/queries.json server/web/dist/index.html
	@$(STEP) "building the server (the first build compiles every dependency: a few minutes)" $(GO) build -o bin/casefront ./server/cmd/casefront

## test: Go (SQLite, and PostgreSQL/Redis when they answer), catalogue checks, jest, playwright
# The race pass runs beside the client steps and the browser tests (it waits
# on clocks and sockets as much as it computes); its output goes to
# $(RACE_LOG) and is printed when it ends, in full when it failed. Any part
# failing fails the whole.
RACE_LOG ?= bin/test-race.log
test: test-go-plain
	@mkdir -p $(dir $(RACE_LOG)); \
	echo "race pass started beside the client steps (output: $(RACE_LOG))"; \
	setsid $(MAKE) --no-print-directory test-go-race >$(RACE_LOG) 2>&1 & race=$$!; \
	trap 'kill -- -$$race 2>/dev/null; exit 130' INT TERM; \
	$(MAKE) --no-print-directory test-rest; rest=$$?; \
	wait $$race; rc=$$?; \
	if [ $$rc -ne 0 ]; then echo "--- race pass FAILED:"; cat $(RACE_LOG); \
	else echo "--- race pass (tail of $(RACE_LOG)):"; tail -n 30 $(RACE_LOG); fi; \
	[ $$rc -eq 0 ] && [ $$rest -eq 0 ]

# test-rest: everything after the Go tests, one after another.
test-rest: test-catalog lint-openapi test-client test-bundle test-e2e

## openapi: regenerate docs/openapi.json and .yaml from the route tables and their descriptions (server/rest/*_doc.go), and the typed client a partner would generate from it (client/e2e/api/rest.d.ts)
openapi: deps
	$(GO) generate ./server/rest
	cd client && npx --no-install openapi-typescript ../docs/openapi.json -o e2e/api/rest.d.ts

## contract: requests generated from docs/openapi.json against a server on loopback (CONTRACT_CHECKS examples per operation, default 8; also part of the server/app tests)
contract:
	CONTRACT_CHECKS=$${CONTRACT_CHECKS:-50} $(GO) test -count=1 -run TestRESTContractGeneratedRequests ./server/app/

## lint-openapi: Redocly's linter on docs/openapi.json (rules: redocly.yaml); @redocly/cli must be in the client's install
lint-openapi:
	@if [ -x client/node_modules/.bin/redocly ]; then \
		cd client && npx --no-install redocly lint ../docs/openapi.json --config ../redocly.yaml; \
	else echo "lint-openapi: @redocly/cli is not installed (add it to client devDependencies); skipped"; fi

## stripe-mock: Stripe's API mock for the Stripe gateway's tests, installed into bin/ once
stripe-mock: bin/stripe-mock

bin/stripe-mock:
	GOBIN=$(CURDIR)/bin $(GO) install github.com/stripe/stripe-mock@v0.203.0

## mailpit: the local SMTP catcher for make run and the mail tests, installed into bin/ once
mailpit: bin/mailpit

bin/mailpit:
	GOBIN=$(CURDIR)/bin $(GO) install github.com/axllent/mailpit@v1.33.1

test-go: test-go-plain test-go-race

# The Stripe tests skip without stripe-mock when run by hand; here they must run.
test-go-plain test-go-race: export STRIPE_MOCK_BIN := $(CURDIR)/bin/stripe-mock
test-go-plain test-go-race: export CASEFRONT_REQUIRE_STRIPE_MOCK := 1
# And Mailpit for the confirmation mails (server/socials).
test-go-plain test-go-race: export MAILPIT_BIN := $(CURDIR)/bin/mailpit
test-go-plain test-go-race: export CASEFRONT_REQUIRE_MAILPIT := 1
# So must the standalone verifiers' test (verifier/, docs/fair.md): it needs node and python3.
test-go-plain test-go-race: export CASEFRONT_REQUIRE_VERIFIERS := 1

test-go-plain: stripe-mock mailpit
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 15m ./...

# The money and concurrency paths once more under the race detector.
RACE_PKGS := ./server/store/ ./server/play/ ./server/events/ ./server/cases/ ./server/inventory/ ./server/upgrade/ ./server/contract/ ./server/changer/ ./server/ledger/ ./server/battles/ ./server/realtime/ ./server/ratelimit/ ./server/payments/... ./server/promo/ ./server/partner/ ./server/jobs/ ./server/trades/...
test-go-race: stripe-mock mailpit
	$(GO) test -race -count=1 -timeout 10m $(RACE_PKGS)

test-catalog:
	cd scripts/catalog && node --test test/

## test-client: types (message ids are typed: an unknown id fails here), the catalogues, jest
test-client: deps
	cd client && $(NPM) run typecheck
	cd client && $(NPM) run check:messages
	cd client && $(NPM) test -- --ci

## test-bundle: the home route's JavaScript stays under 150 KB gzipped (BUNDLE_BUDGET_KB overrides)
test-bundle: client
	cd client && $(NPM) run test:scripts && $(NPM) run check-bundle

test-e2e: chromium build mailpit
	cd client && CASEFRONT_BIN=../bin/casefront MAILPIT_BIN=$(CURDIR)/bin/mailpit CHROMIUM_PATH=$(CHROMIUM) $(NPM) run e2e

## chromium: Debian's Chromium for the browser tests (never a downloaded browser)
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "installing Debian's chromium"; \
		if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; \
		else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi; \
	fi

## schema: regenerate Ent, entgql's schema, gqlgen, and the client's merged schema and Relay artefacts
schema generate: deps
	cd ent && $(GO) generate .
	$(GO) run github.com/99designs/gqlgen generate --config gqlgen.yml
	$(GO) run ./server/cmd/clientgen
	cd client && $(NPM) run relay

## migration NAME=x: write a new versioned migration for SQLite and PostgreSQL from the Ent schema
migration:
	@test -n "$(NAME)" || (echo "usage: make migration NAME=add_something" && exit 2)
	$(GO) run ./server/cmd/migrategen $(NAME)

verify-ledger: server
	./bin/casefront verify-ledger

## bench: roll, opening and upgrade benchmarks
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./server/fair/ ./server/cases/ ./server/upgrade/
	$(GO) test -run '^$$' -bench OpenOverREST -benchmem ./server/app/

## bench-topdrops: /top, /most_expensive_win and /user/{id}/top over 1,000,000 drops, SQLite and PostgreSQL when it answers (docs/topdrops.md)
bench-topdrops:
	$(GO) test -run '^$$' -bench . -benchtime 200x ./server/topdrops/

## bench-anonymous: CPU per request of the heaviest anonymous requests (searches, cases by id, large operations), SQLite and PostgreSQL
bench-anonymous:
	$(GO) test -run '^$$' -bench AnonymousWorst -benchtime 20x ./server/app/

## bench-load: openings at concurrency 8, 32, 64 against the same engine's tpcb-like anchor, and the read path (SQLite, and PostgreSQL when it answers)
bench-load: build
	$(GO) run ./server/cmd/benchload -db sqlite
	@if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then $(GO) run ./server/cmd/benchload -db postgres; fi

clean:
	rm -rf bin client/node_modules server/web/dist/assets server/web/dist/index.html* server/web/dist/graphiql.html* server/web/dist/api-reference.html*
