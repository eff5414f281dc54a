package quotes

import (
	"runtime"
	"slices"
	"strings"
	"sync"
)

// rowJob is one table row whose offers are still to be built: the row as
// the table's loop read it (section, fill-down, vendor, notes), and where
// its quotes and problems go among the ones the loop stored without a
// build (a refused or skipped row's).
type rowJob struct {
	r           rowIn
	i           int
	l           *layout
	ev, dittoEv []Evidence
	// atQuote, atProblem: len(res.Quotes), len(res.Problems) when the loop
	// left the row: its output is spliced in there, so the order is the
	// rows' order as if each were built in turn
	atQuote, atProblem int

	built bool // offers built ahead, on another goroutine (buildAhead)
	qs    []Quote
	probs []Problem
	byRef bool
	outQ  []Quote
	outP  []Problem
}

// buildOffers is the row's quotes: one per GPU where the row names a model
// the seller may deliver instead, or two GPUs with prices of their own;
// the row as built (alternateRows' first row carries the fallback's
// warning). A pure function of r: it runs on any goroutine.
func buildOffers(r rowIn) (rowIn, []Quote, []Problem) {
	var qs []Quote
	var probs []Problem
	if alts, p := alternateRows(r); p != nil { // a model the seller may deliver instead (可替代型号, Alternate GPU)
		probs = append(probs, *p)
	} else if len(alts) > 1 {
		for _, ar := range alts {
			q, p := buildRow(ar)
			qs, probs = append(qs, q...), append(probs, p...)
		}
	} else if r = alts[0]; r.pairGPU.header == "" { // the row, with the warning naming a fallback model
		qs, probs = buildRow(r) // a project total per card-hour first (resolve_totals.go)
	} else {
		for _, pr := range gpuPairs(r) { // two GPUs, each with its own price
			q, p := buildRow(pr)
			qs, probs = append(qs, q...), append(probs, p...)
		}
	}
	return r, qs, probs
}

// namesOwnGPU: the row names its GPU in a cell of its own, so no machine
// defined by a row above can give it one (machineRef).
func namesOwnGPU(r rowIn) bool {
	return strings.TrimSpace(r.cells[fGPU].text+r.cells[fGPUText].text) != ""
}

// buildAhead builds, spread over the CPUs, the offers of every row that
// names its own GPU: they need nothing from the rows above. The build is
// most of an import's time (a 10,000-row sheet: storage.BenchmarkImportXLSX10k).
func buildAhead(jobs []*rowJob) {
	var ahead []*rowJob
	for _, j := range jobs {
		if namesOwnGPU(j.r) {
			ahead = append(ahead, j)
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(ahead))
	if workers < 2 {
		return // built in turn by finishRows
	}
	var next sync.Mutex
	k := 0
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				next.Lock()
				if k == len(ahead) {
					next.Unlock()
					return
				}
				j := ahead[k]
				k++
				next.Unlock()
				j.r, j.qs, j.probs = buildOffers(j.r)
				j.built = true
			}
		}()
	}
	wg.Wait()
}

// finishRows builds the jobs' offers and stores them in the rows' order: a
// row naming no GPU of its own may name a machine an earlier row defined
// (machineRef, extract_ditto.go), so the machines are defined in turn.
func (ctx *readCtx) finishRows(t *table, jobs []*rowJob) {
	if len(jobs) == 0 {
		return
	}
	res := ctx.res
	buildAhead(jobs)
	var machines []machineDef // the machines read so far, for a row naming one (extract_ditto.go)
	for _, j := range jobs {
		if !j.built {
			j.byRef = machineRef(&j.r, machines) // a bundle naming a machine above
			j.r, j.qs, j.probs = buildOffers(j.r)
		}
		r, qs, probs, l, i := j.r, j.qs, j.probs, j.l, j.i
		if p := relativePriceCell(res.File, t, i, l); p != nil && len(qs) > 0 {
			qs, probs = nil, append(probs, *p) // "刊例价下浮8%" beside the 刊例价 read: not the row's price (validate.go); checked before the row defines a machine, so a refused row defines none
		}
		if len(qs) > 0 && !j.byRef {
			machines = defineMachine(machines, r, qs[0])
		}
		for k := range qs {
			l.versions.apply(&qs[k])
			if qs[k].Evidence == nil {
				qs[k].Evidence = j.ev // shared, read-only: full, so an append copies it
			} else {
				qs[k].Evidence = append(slices.Grow(qs[k].Evidence, len(j.ev)+len(j.dittoEv)), j.ev...)
			}
			qs[k].Evidence = append(qs[k].Evidence, j.dittoEv...)
		}
		probs = append(probs, unreadPriceCells(res.File, t, i, l, qs, probs)...)
		if p, ok := noteOtherGPUPrice(r, qs); ok { // extract_alternates.go: "可升级L40S：按小时3.50" in the row's note
			probs = append(probs, p)
		}
		j.outQ, j.outP = qs, probs
	}
	res.Quotes = spliceAt(res.Quotes, jobs, func(j *rowJob) (int, []Quote) { return j.atQuote, j.outQ })
	res.Problems = spliceAt(res.Problems, jobs, func(j *rowJob) (int, []Problem) { return j.atProblem, j.outP })
}

// spliceAt is list with each job's items put in at the job's offset (the
// offsets rise with the jobs).
func spliceAt[T any](list []T, jobs []*rowJob, of func(*rowJob) (int, []T)) []T {
	n := len(list)
	for _, j := range jobs {
		_, items := of(j)
		n += len(items)
	}
	out := make([]T, 0, n)
	prev := 0
	for _, j := range jobs {
		at, items := of(j)
		out = append(append(out, list[prev:at]...), items...)
		prev = at
	}
	return append(out, list[prev:]...)
}
