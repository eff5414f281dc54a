package bench

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"computecheck/internal/textclean"
	"computecheck/msg"
)

// A log is read one line at a time through a fixed buffer, so its size
// bounds only the time taken, never the memory: a 200 MB log of 10M lines
// once peaked at 2.4 GB, a 3 GB sparse one was read whole before its size
// was checked (issue 25).
const (
	// maxLineBytes is how much of one line is kept; a longer line (a
	// progress bar never ended, a file of zeros) is read on and its rest
	// dropped. No figure a reader looks for is that far in [assumed].
	maxLineBytes = 64 << 10
	// maxSamples is how many readings of one figure are kept: the first
	// (start-up, dropped by steady) and the latest maxSamples-1; the
	// median of the last 65,535 readings is the steady state of any run
	// [assumed].
	maxSamples = 1 << 16
)

// errLogTooLarge: the log goes on past MaxLogBytes.
var errLogTooLarge = errors.New("log too large")

// eachLine calls fn for each line of r, numbered from 1: a progress bar's
// \r rewrites keep only the line's last state, ANSI colours are dropped,
// and the text is cut at maxLineBytes. A line that want (when not nil)
// turns down is counted but not passed on, and costs no allocation. It
// stops with errLogTooLarge past limit bytes.
func eachLine(r io.Reader, limit int64, want func([]byte) bool, fn func(logLine)) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var (
		buf   []byte
		n     int
		total int64
		over  bool // the line is past maxLineBytes: the rest is dropped
	)
	emit := func() {
		n++
		l := bytes.TrimRight(buf, "\r")
		if j := bytes.LastIndexByte(l, '\r'); j >= 0 {
			l = l[j+1:]
		}
		if want != nil && bytes.IndexByte(l, 0x1b) < 0 && !want(l) {
			buf, over = buf[:0], false
			return
		}
		s := string(l)
		if strings.IndexByte(s, 0x1b) >= 0 {
			s = reANSI.ReplaceAllString(s, "")
		}
		fn(logLine{n, s})
		buf, over = buf[:0], false
	}
	for {
		chunk, err := br.ReadSlice('\n')
		total += int64(len(chunk))
		if total > limit {
			return errLogTooLarge
		}
		end := len(chunk) > 0 && chunk[len(chunk)-1] == '\n'
		if end {
			chunk = chunk[:len(chunk)-1]
		}
		text := bytes.TrimRight(chunk, "\r")
		trailingCR := len(text) < len(chunk)
		// A \r followed by more text starts the line's state afresh; one at
		// the end of a chunk waits to see what follows it.
		if j := bytes.LastIndexByte(text, '\r'); j >= 0 {
			buf, over = buf[:0], false
			text = text[j+1:]
		} else if len(text) > 0 && len(buf) > 0 && buf[len(buf)-1] == '\r' {
			buf, over = buf[:0], false
		}
		if over {
			text = nil
		}
		if room := maxLineBytes - len(buf); len(text) > room {
			text, over = text[:room], true
		}
		buf = append(buf, text...)
		if trailingCR && (len(buf) == 0 || buf[len(buf)-1] != '\r') {
			buf = append(buf, '\r')
		}
		switch {
		case end:
			emit()
		case err == nil || errors.Is(err, bufio.ErrBufferFull):
		case errors.Is(err, io.EOF):
			if len(buf) > 0 {
				emit()
			}
			return nil
		default:
			return err
		}
	}
}

// samples keeps a figure's readings in bounded memory: the first and the
// latest maxSamples-1, each with its line clipped for quoting.
type samples struct {
	first sample
	ring  []sample
	next  int // where the next reading goes once the ring is full
	n     int // readings seen
}

func (s *samples) add(v float64, l logLine) {
	x := sample{v, logLine{l.n, clipLine(l.text)}}
	s.n++
	switch {
	case s.n == 1:
		s.first = x
	case len(s.ring) < maxSamples-1:
		s.ring = append(s.ring, x)
	default:
		s.ring[s.next] = x
		s.next = (s.next + 1) % len(s.ring)
	}
}

func (s *samples) len() int { return s.n }

// list is the readings kept, in order; the first only while nothing was dropped.
func (s *samples) list() []sample {
	if s.n == 0 {
		return nil
	}
	out := make([]sample, 0, len(s.ring)+1)
	if s.n <= maxSamples {
		out = append(out, s.first)
		return append(out, s.ring...)
	}
	out = append(out, s.ring[s.next:]...)
	return append(out, s.ring[:s.next]...)
}

func (s *samples) last() sample {
	switch {
	case s.n == 1:
		return s.first
	case s.n <= maxSamples:
		return s.ring[len(s.ring)-1]
	}
	return s.ring[(s.next+len(s.ring)-1)%len(s.ring)]
}

// steady drops the first reading (it carries start-up: compilation, cache
// warm-up) when there are at least three, and returns the median of the
// rest, the line of the reading nearest to it, and how many readings it
// stands for.
func (s *samples) steady() (float64, logLine, int) {
	xs := s.list()
	if s.n >= 3 && s.n <= maxSamples {
		xs = xs[1:]
	}
	sort.SliceStable(xs, func(i, j int) bool { return xs[i].v < xs[j].v })
	k := len(xs)
	m := xs[k/2].v
	if k%2 == 0 {
		m = (xs[k/2-1].v + xs[k/2].v) / 2
	}
	count := s.n
	if s.n >= 3 {
		count--
	}
	return m, xs[k/2].line, count
}

// clipLine is a log line as quoted back: trimmed, at most 300 bytes cut at
// a character, with nothing that could drive a terminal.
func clipLine(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 300 {
		cut := 297
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "..."
	}
	return textclean.Line(s)
}

// lowerASCII is b in ASCII lower case, in scratch.
func lowerASCII(scratch *[]byte, b []byte) []byte {
	out := (*scratch)[:0]
	for _, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out = append(out, c)
	}
	*scratch = out
	return out
}

// logWords are the words, in lower case, without which no reader looks at a
// line (each reader's own test is narrower).
var logWords = [][]byte{[]byte("train_"), []byte("throughput"), []byte("samples"), []byte("tflops"), []byte("tgs"),
	[]byte("maxmemallocated"), []byte("ps:"), []byte("step:")}

// anyLogWord is eachLine's want for scanLog.
func anyLogWord() func([]byte) bool {
	var scratch []byte
	return func(b []byte) bool {
		low := lowerASCII(&scratch, b)
		for _, w := range logWords {
			if bytes.Contains(low, w) {
				return true
			}
		}
		return false
	}
}

// ReadStream reads a kit result or a training log from r, for a door that
// has a stream (the command line's file or stdin, the window's file
// dialog): up to MaxResultBytes it is held whole and read by Read (data
// is returned, for the stored result); beyond, it is a log streamed line
// by line by ReadFrom, in bounded memory (data nil: a log's result is
// stored, never the log). Nothing is cut off: the window once read the
// first 64 MB of a log and took that for the whole.
func ReadStream(r io.Reader, filename string, opt Options) (Result, []byte, error) {
	head, err := io.ReadAll(io.LimitReader(r, MaxResultBytes+1))
	if err != nil {
		return Result{}, nil, msg.Because(err, "store.cannot_read", filename)
	}
	if len(head) <= MaxResultBytes {
		res, err := Read(head, filename, opt)
		return res, head, err
	}
	res, err := ReadFrom(io.MultiReader(bytes.NewReader(head), r), filename, opt)
	return res, nil, err
}
