package quotes

import (
	"regexp"
	"sync"
)

// memo remembers what a pure reader returned for a text: a column repeats
// the same few notes, networks and GPU names over thousands of rows, and
// each is read once. Bounded, so a file of distinct cells cannot grow it
// without end; values must not share memory with the caller (no pointers)
// unless the caller only reads them. A plain map under a read lock: a
// lookup boxes neither key nor value (sync.Map did, on every cell asked).
type memo[K comparable, V any] struct {
	mu sync.RWMutex
	m  map[K]V
}

const memoMax = 20000

// memoTextMax: a longer text is read each time, not kept.
const memoTextMax = 256

// clonePtr is a copy of *p in new memory (nil for nil).
func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func (c *memo[K, V]) get(k K) (V, bool) {
	c.mu.RLock()
	v, ok := c.m[k]
	c.mu.RUnlock()
	return v, ok
}

func (c *memo[K, V]) put(k K, v V) {
	c.mu.Lock()
	if c.m == nil {
		c.m = map[K]V{}
	}
	if len(c.m) < memoMax {
		c.m[k] = v
	}
	c.mu.Unlock()
}

// memoRead is what a reader returned for a text.
type memoRead[V any] struct {
	v   V
	err error
}

// readThrough is read(s), remembered in c for a text up to memoTextMax;
// clone gives the memo and each caller copies that share no memory.
func readThrough[V any](c *memo[string, memoRead[V]], s string, read func(string) (V, error), clone func(V) V) (V, error) {
	if len(s) > memoTextMax {
		return read(s)
	}
	if r, ok := c.get(s); ok {
		return clone(r.v), r.err
	}
	v, err := read(s)
	c.put(s, memoRead[V]{clone(v), err})
	return v, err
}

// memoRe is a regexp whose MatchString and FindString answers are
// remembered per text: the row stage asks the same word regexps of the same
// few cell texts (a unit, a network, a note) on every row of a column.
type memoRe struct {
	*regexp.Regexp
	match memo[string, bool]
	find  memo[string, string]
}

func memoized(re *regexp.Regexp) *memoRe { return &memoRe{Regexp: re} }

func (m *memoRe) MatchString(s string) bool {
	return remember(&m.match, s, m.Regexp.MatchString)
}

func (m *memoRe) FindString(s string) string {
	return remember(&m.find, s, m.Regexp.FindString)
}

// remember is f(s), kept in c for a text up to memoTextMax.
func remember[V any](c *memo[string, V], s string, f func(string) V) V {
	if len(s) > memoTextMax {
		return f(s)
	}
	if v, ok := c.get(s); ok {
		return v
	}
	v := f(s)
	c.put(s, v)
	return v
}
