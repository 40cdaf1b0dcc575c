package main

import (
	"errors"
	"fmt"
	"io"
	"text/tabwriter"
)

// commands is what `casefront help` lists, one line each.
var commands = [][2]string{
	{"serve", "serve the storefront on HTTP_ADDR (the default command)"},
	{"migrate", "apply pending database migrations and exit"},
	{"seed", "import the demo catalogue (upsert)"},
	{"catalog import FILE", "import a catalogue seed file (scripts/catalog format)"},
	{"verify-ledger", "prove every balance equals its entries and every transaction balances; exit 1 otherwise"},
	{"vapid-keys", "print a new VAPID key pair for Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)"},
	{"blog pending|publish-comment ID|...", "list comments awaiting moderation; publish, unpublish or delete a comment; publish or unpublish a post"},
	{"role USER ROLE", "give an account (id or Steam id) the role user, moderator or admin"},
	{"creator USER on|off", "give or take an account's (id or Steam id) creator role: the partner page's creator view"},
	{"pageviews [DAYS]", "the client's page views per path and day of the last DAYS days (7), and the players' average rating"},
	{"alert add|list|end ...", "add (--text en=TEXT, --style, --visibility, --link, --starts, --ends), list or end an alert of the site's alert bar"},
	{"modal add|list|end ...", "add (--name, --title en=TEXT, --body en=TEXT, --button, --image, --link, --audience, --starts, --ends), list or end a modal notification"},
	{"site-event start|list|end ...", "start (TYPE gabenstore|site_event, NAME, FINISH, [STARTS]), list or end a site event; a site event named after a seasonal theme restyles the site"},
	{"cashback list|set GAME BPS|reset GAME", "list the cashback rates of the games (event balance per play, basis points of the stake), set one (0 to 1000) or reset it to its default"},
	{"pickem list|result TOURNAMENT MATCH_ID WINNER_TEAM", "list the pick'em tournaments and their matches, or enter a match's winner (scores a complete stage, pays the prizes after the final)"},
	{"help", "show this list"},
}

func known(cmd string) bool {
	switch cmd {
	case "serve", "migrate", "seed", "catalog", "verify-ledger", "blog", "role", "creator", "vapid-keys", "pageviews", "alert", "modal", "site-event", "pickem", "cashback":
		return true
	}
	return false
}

func isHelp(arg string) bool {
	return arg == "help" || arg == "-h" || arg == "--help" || arg == "-help"
}

// errHelp asks for the command list on stdout and exit 0.
var errHelp = errors.New("help")

// usageError is a mistake in the command line: the message, the command
// list, and exit 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: casefront [command]")
	fmt.Fprintln(w, "\nCommands:")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range commands {
		fmt.Fprintf(tw, "  %s\t%s\n", c[0], c[1])
	}
	_ = tw.Flush()
	fmt.Fprintln(w, "\nConfiguration comes from the environment (HTTP_ADDR, DATABASE_URL, ...); see README.md.")
}

// exitCode reports err and returns the process exit status.
func exitCode(err error, stdout, stderr io.Writer) int {
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errHelp):
		usage(stdout)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "casefront:", ue.msg)
		usage(stderr)
		return 2
	}
	fmt.Fprintln(stderr, "casefront:", err)
	return 1
}
