package quotes

import "testing"

// A note says whether training resumes from a checkpoint (words/notes.tsv
// note_resume): the negated words decide over the ones they contain, and a
// bare 断点续训 says nothing.
func TestNoteResume(t *testing.T) {
	for note, want := range map[string]string{
		"IB 3.2T，可断点续训":                "yes", // NT0102
		"不支持断点续训，需自行保存":                "no",  // NT0105
		"以上资源均支持断点续训":                  "yes", // NT0101
		"断点续训需自行配置":                    "",
		"Checkpoint resume supported.": "yes", // NT0109
		"no checkpoint resume on spot": "no",  // NT0111
		"RoCE 200G":                    "",
	} {
		got := ""
		if r := scanNotes(note).resume; r != nil {
			got = map[bool]string{true: "yes", false: "no"}[*r]
		}
		if got != want {
			t.Errorf("%q: resume %q, want %q", note, got, want)
		}
	}
}
