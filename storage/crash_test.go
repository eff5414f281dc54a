package storage

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"computecheck/quotes"
)

// The crash tests run this test binary again as a child process
// (TestHelperProcess, chosen by CC_STORAGE_HELPER), which works on the
// database and is killed with SIGKILL part-way: no deferred code, no
// rollback, exactly what pulling the plug on the app does to SQLite.

const helperEnv = "CC_STORAGE_HELPER"

// startHelper starts the child in mode on the database at path; lines it prints
// arrive on the returned channel.
func startHelper(t *testing.T, mode, path string, extraEnv ...string) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, "CC_STORAGE_DB="+path)
	cmd.Env = append(cmd.Env, extraEnv...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		io.Copy(io.Discard, out)
		close(lines)
	}()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return cmd, lines
}

// waitLine waits for a line starting with prefix from the child.
func waitLine(t *testing.T, lines <-chan string, prefix string) string {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("child ended before printing %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			t.Fatalf("child did not print %q in time", prefix)
		}
	}
}

func killHelper(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
		t.Fatal(err)
	}
	cmd.Wait()
}

const crashRows = 4000

func crashQuote(i, price int) quotes.Quote {
	n := 8
	return quotes.Quote{Vendor: "Vendor " + strconv.Itoa(i%7), Offer: "offer " + strconv.Itoa(i), GPU: "H800-80G-SXM",
		GPUsPerNode: &n, Price: float64(price), PriceUnit: quotes.UnitGPUHour, Currency: "CNY", SourceRow: i + 2}
}

// TestHelperProcess is not a test: it is the child of the crash tests.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("child process of the crash tests")
	}
	path := os.Getenv("CC_STORAGE_DB")
	ctx := context.Background()
	say := func(format string, a ...any) { fmt.Fprintf(os.Stdout, format+"\n", a...) }
	fail := func(err error) { fmt.Fprintln(os.Stderr, "helper:", err); os.Exit(3) }
	if mode == "hold-lock" {
		if _, err := AcquireWriterLock(path); err != nil {
			fail(err)
		}
		say("LOCKED %d", os.Getpid())
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	db, err := Open(path)
	if err != nil {
		fail(err)
	}
	switch mode {
	case "slow-import":
		// One transaction inserting many large rows slowly. A small page
		// cache makes SQLite spill the uncommitted pages to the log as it
		// goes, so the kill lands with half a transaction on disk.
		err = db.WithTx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.Exec("PRAGMA cache_size = 20"); err != nil {
				return err
			}
			for i := 0; i < crashRows; i++ {
				if _, err := tx.Exec("INSERT INTO tasks(name, task_json) VALUES(?, ?)",
					fmt.Sprintf("import %05d", i), `{"pad":"`+strings.Repeat("q", 4000)+`"}`); err != nil {
					return err
				}
				if i > 0 && i%100 == 0 {
					say("ROW %d", i)
				}
				time.Sleep(time.Millisecond)
			}
			return nil
		})
	case "edit-loop":
		// Re-import one file again and again, each round setting every
		// quote's price to the round number: an edit of many rows.
		for round := 1; err == nil; round++ {
			qs := make([]quotes.Quote, 60)
			for i := range qs {
				qs[i] = crashQuote(i, round)
			}
			_, _, err = db.ImportQuotes(ctx, qs, "vendor-sheet.csv")
			say("ROUND %d", round)
		}
	case "writer":
		n, _ := strconv.Atoi(os.Getenv("CC_STORAGE_N"))
		tag := os.Getenv("CC_STORAGE_TAG")
		// Both writers start at the same instant, so their transactions
		// overlap.
		if at, err := strconv.ParseInt(os.Getenv("CC_STORAGE_START"), 10, 64); err == nil {
			time.Sleep(time.Until(time.Unix(0, at)))
		}
		for i := 0; i < n && err == nil; i++ {
			err = db.WithTx(ctx, func(tx *sql.Tx) error {
				if _, err := tx.Exec("INSERT INTO tasks(name, task_json) VALUES(?, '{}')", fmt.Sprintf("%s %d", tag, i)); err != nil {
					return err
				}
				_, err := tx.Exec("INSERT INTO settings(key, value) VALUES(?, 'x')", fmt.Sprintf("%s %d", tag, i))
				return err
			})
		}
	default:
		err = fmt.Errorf("unknown helper mode %q", mode)
	}
	if err != nil {
		fail(err)
	}
	db.Close()
	say("DONE")
	os.Exit(0)
}

func countRowsChecked(t *testing.T, path, table string) int {
	t.Helper()
	db := openTestDB(t, path)
	if err := db.IntegrityCheck(context.Background()); err != nil {
		t.Fatalf("after the kill: %v", err)
	}
	var n int
	if err := db.sql.QueryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestKillMidImportLeavesBeforeOrAfter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.SaveTask(context.Background(), "kept", "{}")
	db.Close()

	cmd, lines := startHelper(t, "slow-import", path)
	waitLine(t, lines, "ROW 1500")
	// Half a transaction is on disk when the plug is pulled.
	if st, err := os.Stat(path + "-wal"); err != nil || st.Size() < 1<<20 {
		t.Fatalf("expected uncommitted pages spilled to the log: %v %v", st, err)
	}
	killHelper(t, cmd)

	if n := countRowsChecked(t, path, "tasks"); n != 1 && n != 1+crashRows {
		t.Fatalf("after a kill mid-import the table has %d rows: want 1 (before) or %d (after)", n, 1+crashRows)
	}
}

func TestKillMidEditLeavesOneVersion(t *testing.T) {
	for run := 0; run < 3; run++ {
		path := filepath.Join(t.TempDir(), "computecheck.db")
		cmd, lines := startHelper(t, "edit-loop", path)
		waitLine(t, lines, "ROUND 3")
		time.Sleep(time.Duration(rand.IntN(150)) * time.Millisecond)
		killHelper(t, cmd)

		db := openTestDB(t, path)
		if err := db.IntegrityCheck(context.Background()); err != nil {
			t.Fatal(err)
		}
		qs, err := db.Quotes(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(qs) != 60 {
			t.Fatalf("%d quotes after the kill, want 60", len(qs))
		}
		for _, q := range qs {
			if q.Price != qs[0].Price {
				t.Fatalf("half-written edit: quote %d has price %v, quote %d has %v", qs[0].ID, qs[0].Price, q.ID, q.Price)
			}
		}
		db.Close()
	}
}

func TestConcurrentWritersWaitInsteadOfFailing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()

	t.Run("processes", func(t *testing.T) {
		const n = 300
		var cmds []*exec.Cmd
		var chans []<-chan string
		start := strconv.FormatInt(time.Now().Add(time.Second).UnixNano(), 10)
		for _, tag := range []string{"p1", "p2"} {
			cmd, lines := startHelper(t, "writer", path, "CC_STORAGE_N="+strconv.Itoa(n), "CC_STORAGE_TAG="+tag, "CC_STORAGE_START="+start)
			cmds, chans = append(cmds, cmd), append(chans, lines)
		}
		for i, cmd := range cmds {
			waitLine(t, chans[i], "DONE")
			if err := cmd.Wait(); err != nil {
				t.Fatalf("writer %d failed: %v", i+1, err)
			}
		}
		if got := countRowsChecked(t, path, "tasks"); got != 2*n {
			t.Errorf("%d tasks, want %d", got, 2*n)
		}
	})

	t.Run("connections", func(t *testing.T) {
		// Two handles in one process behave as two programs: separate
		// connections, coordinated only by SQLite's file locks.
		const n = 100
		var wg sync.WaitGroup
		errs := make(chan error, 2)
		for _, tag := range []string{"g1", "g2"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				db, err := Open(path)
				if err != nil {
					errs <- err
					return
				}
				defer db.Close()
				for i := 0; i < n; i++ {
					if err := db.SaveTask(context.Background(), fmt.Sprintf("%s %d", tag, i), "{}"); err != nil {
						errs <- fmt.Errorf("%s: %w", tag, err)
						return
					}
					qs := []quotes.Quote{crashQuote(i, i+1)}
					if _, _, err := db.ImportQuotes(context.Background(), qs, tag+".csv"); err != nil {
						errs <- fmt.Errorf("%s: %w", tag, err)
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		if got := countRowsChecked(t, path, "quotes"); got != 2*n {
			t.Errorf("%d quotes, want %d", got, 2*n)
		}
	})
}

func TestRestoreWhileAnotherConnectionIsOpen(t *testing.T) {
	// Restore goes through SQLite, so a connection another program holds
	// sees the restored data, not a file swapped under it.
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 3, "old")
	b, err := db.Backup(context.Background(), BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 4, "new")
	db.Close()
	other := openTestDB(t, path)
	if n := len(taskNames(t, other)); n != 7 {
		t.Fatalf("other sees %d", n)
	}
	if _, err := Restore(context.Background(), path, b.Path); err != nil {
		t.Fatal(err)
	}
	if n := len(taskNames(t, other)); n != 3 {
		t.Errorf("the other connection sees %d tasks after the restore, want 3", n)
	}
	if err := other.SaveTask(context.Background(), "after", "{}"); err != nil {
		t.Fatal(err)
	}
	other.Close()
	if n := len(taskNames(t, openTestDB(t, path))); n != 4 {
		t.Errorf("%d tasks, want 4", n)
	}
}
