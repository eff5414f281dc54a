package export

import (
	"testing"
	"time"
)

func TestFileName(t *testing.T) {
	d := time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC)
	tests := []struct{ kind, task, ext, want string }{
		{"对比", "7B LoRA", ".xlsx", "对比-7B LoRA-2026-12-01.xlsx"},
		{"compare", "", ".csv", "compare-2026-12-01.csv"},
		{"对比", `a/b:c*?"<>|`, ".xlsx", "对比-a-b-c-2026-12-01.xlsx"},
		{"对比", " ..", ".xlsx", "对比-2026-12-01.xlsx"},
	}
	for _, tc := range tests {
		if got := FileName(tc.kind, tc.task, d, tc.ext); got != tc.want {
			t.Errorf("FileName(%q, %q) = %q, want %q", tc.kind, tc.task, got, tc.want)
		}
	}
}
