package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"time"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/quotes"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "quotes delete",
		Args:    "ID... [--purge] [--json]",
		Summary: "delete stored quotes (the window can undo it); --purge removes them for good, readable or not",
		Run:     runQuotesDelete,
	})
}

// runQuotesDelete deletes quotes by id. A row that cannot be read (the
// listings skip it and name its id) is deleted all the same: that is the
// way to get rid of it.
func runQuotesDelete(env *Env, args []string) error {
	fl := flag.NewFlagSet("quotes delete", flag.ContinueOnError)
	purge := fl.Bool("purge", false, "remove for good instead of hiding (no undo)")
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return Usagef("cli.usage.delete_ids")
	}
	var ids []int64
	for _, a := range pos {
		id, err := strconv.ParseInt(a, 10, 64)
		if err != nil || id <= 0 {
			return Usagef("cli.usage.not_quote_id_positive", a)
		}
		ids = append(ids, id)
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	lang := env.lang()
	type done struct {
		ID         int64  `json:"id"`
		Label      string `json:"label,omitempty"`
		Purged     bool   `json:"purged"`
		Unreadable string `json:"unreadable,omitempty"`
	}
	var out []done
	// Every id is checked before any is deleted, so a typo deletes nothing.
	for _, id := range ids {
		d := done{ID: id, Purged: *purge}
		q, err := db.Quote(bg(), id)
		switch {
		case errors.Is(err, storage.ErrQuoteNotFound):
			return msg.Errorf("safety.quote_not_found", id)
		case err != nil:
			d.Unreadable = msg.Text(err, lang)
		default:
			d.Label = q.Vendor
			if q.Offer != "" {
				d.Label += " · " + q.Offer
			}
			if q.DeletedAt != "" && !*purge {
				return msg.Errorf("safety.quote_already_deleted", id)
			}
		}
		out = append(out, d)
	}
	for _, d := range out {
		if *purge {
			err = db.PurgeQuote(bg(), d.ID)
		} else {
			err = db.DeleteQuote(bg(), d.ID)
		}
		if err != nil {
			return err
		}
	}
	if env.JSON {
		return env.PrintJSON(out)
	}
	for _, d := range out {
		key := "safety.quote_deleted"
		if d.Purged {
			key = "safety.quote_purged"
		}
		label := d.Label
		if d.Unreadable != "" {
			label = assets.Tr(lang, "safety.unreadable_label")
		}
		fmt.Fprintln(env.Stdout, assets.Tr(lang, key, d.ID, label))
	}
	return nil
}

// noteSkipped says on stderr which stored quote rows a listing left out,
// and how to remove them; the command goes on with the rest.
func (e *Env) noteSkipped(skipped []storage.SkippedQuote) {
	if e.Stderr == nil {
		return
	}
	for _, s := range skipped {
		fmt.Fprintln(e.Stderr, "computecheck: "+oneLine(s.MessageIn(e.lang())))
	}
}

// noteErr says a worded warning on stderr; the command goes on.
func (e *Env) noteErr(err error) {
	if e.Stderr != nil && err != nil {
		fmt.Fprintln(e.Stderr, "computecheck: "+oneLine(msg.Text(err, e.lang())))
	}
}

// storedQuotes is every stored quote (or every deleted one) that reads,
// normalised with the user's settings; the rows left out are named on
// stderr.
func (e *Env) storedQuotes(db *storage.DB, deleted bool) ([]quotes.Quote, error) {
	o, err := db.NormalizeOptions(bg())
	if err != nil {
		return nil, err
	}
	o.Today = time.Now().Format("2006-01-02")
	qs := []quotes.Quote{}
	skipped, err := db.EachQuote(bg(), deleted, func(q quotes.Quote) error {
		qs = append(qs, quotes.Normalize(q, o))
		return nil
	})
	e.noteSkipped(skipped)
	return qs, err
}

// streamQuotesJSON writes `quotes list --json` one quote at a time, so the
// memory it takes does not grow with the database (a million quotes went
// past 8 GB as one slice and one encoding). The bytes are those PrintJSON
// writes for the whole array.
func (e *Env) streamQuotesJSON(db *storage.DB, deleted bool) error {
	o, err := db.NormalizeOptions(bg())
	if err != nil {
		return err
	}
	o.Today = time.Now().Format("2006-01-02")
	w := bufio.NewWriterSize(e.Stdout, 64<<10)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("  ", "  ")
	enc.SetEscapeHTML(false)
	n := 0
	skipped, err := db.EachQuote(bg(), deleted, func(q quotes.Quote) error {
		buf.Reset()
		if err := enc.Encode(quotes.InLang{Quote: quotes.Normalize(q, o), Lang: e.lang()}); err != nil {
			return err
		}
		sep := ",\n  "
		if n == 0 {
			sep = "[\n  "
		}
		n++
		w.WriteString(sep)
		_, err := w.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
		return err
	})
	e.noteSkipped(skipped)
	if err != nil {
		return err
	}
	if n == 0 {
		w.WriteString("[]\n")
	} else {
		w.WriteString("\n]\n")
	}
	return w.Flush()
}
