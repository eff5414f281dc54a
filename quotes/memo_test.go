package quotes

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// A remembered read is the read itself, and shares nothing with the
// caller it was handed to before: a row that changed what it got would
// otherwise change the next row's reading.
func TestMemoReadsShareNothing(t *testing.T) {
	for _, s := range []string{"包月，约合每卡每小时2.07元（含税）", "9.8元/8卡/时(需签1年)", "面议"} {
		a, errA := parsePriceCell(s)
		b, errB := parsePriceCell(s)
		c, errC := parsePriceCellUncached(s)
		if !reflect.DeepEqual(a, c) || !reflect.DeepEqual(b, c) || errA != errB || (errA == nil) != (errC == nil) {
			t.Errorf("%q: remembered %+v %v, %+v %v; read %+v %v", s, a, errA, b, errB, c, errC)
		}
		if a.hint.tax != nil && a.hint.tax == b.hint.tax || a.hint.gpus != nil && a.hint.gpus == b.hint.gpus ||
			a.mode != nil && a.mode == b.mode || a.term != nil && a.term == b.term {
			t.Errorf("%q: two reads share memory", s)
		}
	}
	n1, _ := ParseNetwork("IB 8×400G NDR")
	n2, _ := ParseNetwork("IB 8×400G NDR")
	if n1.NICs == nil || n1.NICs == n2.NICs || *n1.NICs != *n2.NICs {
		t.Errorf("network reads %+v, %+v", n1, n2)
	}
	s1, _ := ParseStorage("2TB内免费，超出0.35元/GB/月")
	s2, _ := ParseStorage("2TB内免费，超出0.35元/GB/月")
	if s1.FreeGB == nil || s1.FreeGB == s2.FreeGB || *s1.FreeGB != *s2.FreeGB {
		t.Errorf("storage reads %+v, %+v", s1, s2)
	}
	h1, h2 := parseHint("元/8卡/时（含税）"), parseHint("元/8卡/时（含税）")
	if !reflect.DeepEqual(h1, parseHintUncached("元/8卡/时（含税）")) || h1.gpus == nil || h1.gpus == h2.gpus {
		t.Errorf("hint reads %+v, %+v", h1, h2)
	}
}

// A memoized regexp answers as the regexp does, asked once or again, for
// a text it keeps and one too long to keep.
func TestMemoReAnswersAsRegexp(t *testing.T) {
	re := memoized(regexp.MustCompile(`nvlink|pcie`))
	long := strings.Repeat("x", memoTextMax) + " pcie"
	for _, s := range []string{"8×H100 SXM5 NVLink", "8x h100 nvlink", "l40s pcie", "", long, long} {
		for range 2 {
			if got, want := re.MatchString(s), re.Regexp.MatchString(s); got != want {
				t.Errorf("MatchString(%.20q) = %v, want %v", s, got, want)
			}
			if got, want := re.FindString(s), re.Regexp.FindString(s); got != want {
				t.Errorf("FindString(%.20q) = %q, want %q", s, got, want)
			}
		}
	}
	if _, kept := re.match.get(long); kept {
		t.Error("a text longer than memoTextMax was kept")
	}
	if v, kept := re.find.get("l40s pcie"); !kept || v != "pcie" {
		t.Errorf("kept %q %v for a short text", v, kept)
	}
}

// A memo keeps at most memoMax texts: past that a new text is read, not
// kept, and what it already holds still answers.
func TestMemoBounded(t *testing.T) {
	var c memo[int, int]
	for i := range memoMax + 10 {
		c.put(i, i*2)
	}
	if v, ok := c.get(7); !ok || v != 14 {
		t.Errorf("get(7) = %d %v, want 14 true", v, ok)
	}
	if _, ok := c.get(memoMax + 5); ok {
		t.Error("a text past memoMax was kept")
	}
	if len(c.m) != memoMax {
		t.Errorf("holds %d, want %d", len(c.m), memoMax)
	}
}
