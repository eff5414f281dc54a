package quotes

import "sync"

// Five tests read every regression file (the snapshot, the row check, the
// rule-id trace, the trace of every stored value and the examiner scores):
// on a 2-core machine each pass over the ~600 files takes minutes, and
// .ci/run runs the package under one time limit. Each file is read once and
// its reading shared: none of the five changes a FileResult (NormalizeAll
// copies the quotes it normalizes).

type regressionRead struct {
	once sync.Once
	res  *FileResult
	err  error
}

var regressionReads sync.Map // path -> *regressionRead

// testDay is the importer's today in this package's tests (TestMain sets
// windowDay to it): a file stating no date of its own is read as of this
// day, so a catalogue whose SKUs start later (set129/09) reads the same in
// the snapshot and the row check whatever day the suite runs. The day the
// snapshots that depend on it were taken.
const testDay = "2026-12-07"

// readRegression is ReadFile(path), read once for all the tests above.
func readRegression(path string) (*FileResult, error) {
	v, _ := regressionReads.LoadOrStore(path, &regressionRead{})
	r := v.(*regressionRead)
	r.once.Do(func() { r.res, r.err = ReadFile(path) })
	return r.res, r.err
}
