package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/config"
)

const (
	alertUsage = "usage: casefront alert add --text en=TEXT [--text de=TEXT ...] [--style info|warning|danger|success] " +
		"[--visibility all|guests|players] [--link PATH|URL] [--starts RFC3339] [--ends RFC3339] | alert list | alert end ID"
	modalUsage = "usage: casefront modal add --name NAME --title en=TEXT --body en=TEXT [--button en=TEXT] [--image URL] " +
		"[--link PATH|URL] [--audience all|guests|players] [--starts RFC3339] [--ends RFC3339] | modal list | modal end ID"
)

// noticeCommand runs `alert ...` or `modal ...` against the database.
func noticeCommand(ctx context.Context, cfg *config.Config, kind string, args []string, out io.Writer) error {
	db, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return runNotice(ctx, &alerts.Service{DB: db.Client}, kind, args, out)
}

// runNotice is the command on a service: what an operator does from the
// command line, through the same service (and role check) as the app.
func runNotice(ctx context.Context, s *alerts.Service, kind string, args []string, out io.Writer) error {
	usage := alertUsage
	if kind == "modal" {
		usage = modalUsage
	}
	if len(args) == 0 {
		return usageError{usage}
	}
	switch args[0] {
	case "list":
		if kind == "alert" {
			list, err := s.Alerts(ctx, operator)
			if err != nil {
				return err
			}
			for _, n := range list {
				fmt.Fprintf(out, "%d\t%s\t%s\tactive=%t\t%s\t%s\n", n.ID, n.Style, n.Visibility, n.Active, window(n.StartsAt, n.EndsAt), n.Text["en"])
			}
			return nil
		}
		list, err := s.Modals(ctx, operator)
		if err != nil {
			return err
		}
		for _, m := range list {
			fmt.Fprintf(out, "%d\t%s\t%s\tactive=%t\t%s\t%s\n", m.ID, m.Name, m.Audience, m.Active, window(m.StartsAt, m.EndsAt), m.Title["en"])
		}
		return nil
	case "end":
		if len(args) != 2 {
			return usageError{usage}
		}
		id, err := strconv.Atoi(args[1])
		if err != nil {
			return usageError{usage}
		}
		if kind == "alert" {
			_, err = s.EndAlert(ctx, operator, id)
		} else {
			_, err = s.EndModal(ctx, operator, id)
		}
		if err == nil {
			fmt.Fprintf(out, "%s %d ended\n", kind, id)
		}
		return err
	case "add":
		return addNotice(ctx, s, kind, args[1:], out, usage)
	}
	return usageError{usage}
}

func addNotice(ctx context.Context, s *alerts.Service, kind string, args []string, out io.Writer, usage string) error {
	fs := flag.NewFlagSet(kind+" add", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	text, title, body, button := texts{}, texts{}, texts{}, texts{}
	fs.Var(text, "text", "")
	fs.Var(title, "title", "")
	fs.Var(body, "body", "")
	fs.Var(button, "button", "")
	style := fs.String("style", "", "")
	visibility := fs.String("visibility", "", "")
	audience := fs.String("audience", "", "")
	name := fs.String("name", "", "")
	link := fs.String("link", "", "")
	image := fs.String("image", "", "")
	starts := fs.String("starts", "", "")
	ends := fs.String("ends", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		return usageError{usage}
	}
	from, err := instant(*starts)
	if err != nil {
		return usageError{"--starts: " + err.Error()}
	}
	until, err := instant(*ends)
	if err != nil {
		return usageError{"--ends: " + err.Error()}
	}
	if kind == "alert" {
		n, err := s.AddAlert(ctx, operator, alerts.AlertInput{Text: text, Style: *style, Visibility: *visibility,
			Link: *link, StartsAt: from, EndsAt: until})
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "alert %d added\n", n.ID)
		return nil
	}
	m, err := s.AddModal(ctx, operator, alerts.ModalInput{Name: *name, Title: title, Body: body, Button: button,
		Image: *image, Link: *link, Audience: *audience, StartsAt: from, EndsAt: until})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "modal %d (%s) added\n", m.ID, m.Name)
	return nil
}

// texts is a repeated lang=text flag.
type texts map[string]string

func (t texts) String() string { return fmt.Sprint(map[string]string(t)) }

func (t texts) Set(v string) error {
	lang, text, ok := strings.Cut(v, "=")
	if !ok || lang == "" {
		return fmt.Errorf("want LANG=TEXT")
	}
	t[lang] = text
	return nil
}

func instant(v string) (*time.Time, error) {
	if v == "" {
		return nil, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

func window(from, until *time.Time) string {
	f, u := "-", "-"
	if from != nil {
		f = from.UTC().Format(time.RFC3339)
	}
	if until != nil {
		u = until.UTC().Format(time.RFC3339)
	}
	return f + ".." + u
}
