package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Class: notes typed during a vendor call and voice-to-text transcripts
// (rules CV0001-CV0011, CV0101-CV0131). Invented rows, none from the
// examiner's set.

// An amount spoken in English words is found as a run of two or more number
// words; one number word ("eight-GPU nodes") is no amount.
func TestSpokenEnglishAmount(t *testing.T) {
	for in, want := range map[string]string{
		"a100 pcie, one ninety-five per gpu hour":         "one ninety-five",
		"we can do zero point seven five an hour":         "zero point seven five",
		"twelve thousand four hundred dollars a month":    "twelve thousand four hundred",
		"eight-gpu nodes, ask me later":                   "",
		"one node only":                                   "",
		"h100 is 2.49 per gpu hour":                       "",
		"two boxes, and, three point one per hour for l4": "three point one",
	} {
		if got := spokenEnglishAmount(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// A transcript (speaker and time on a line of its own, the utterance under
// it) is prose however many commas its sentences hold; a GPU with its price
// spoken in English words is refused at its line, never dropped.
func TestTranscriptEnglishWordsRefused(t *testing.T) {
	text := strings.Join([]string{
		"Meeting notes | Harbourline GPU call",
		"2026-11-20 10:00 | 12 min | Li Ming, Olivia Ng",
		"",
		"Li Ming 00:02",
		"Hello, thanks, we need A100 pricing.",
		"",
		"Olivia Ng 00:30",
		"Right, so for A100 PCIe, four-GPU boxes, we charge, um, one ninety-five per GPU hour.",
		"",
		"Olivia Ng 01:10",
		"Sure, and L40S, single GPU, that one is, well, zero point seven an hour.",
		"",
		"Olivia Ng 02:00",
		"And T4, single GPU, 0.35 USD per GPU hour.",
	}, "\n")
	res := readText(t, "call.txt", text)
	for _, q := range res.Quotes {
		if q.SourceRow != 14 {
			t.Errorf("a quote from line %d: %+v", q.SourceRow, q)
		}
	}
	rows := map[int]bool{}
	for _, p := range res.Problems {
		if p.Reason.Key == "import.callnotes.en_words" {
			rows[p.Row] = true
		}
	}
	if !rows[8] || !rows[11] {
		t.Fatalf("lines 8 and 11 refused for English words: %+v", res.Problems)
	}
}

// A price promised for later ("回头发", "下周给价", "问一下领导") is refused at
// its line.
func TestCallNotesPriceLater(t *testing.T) {
	text := strings.Join([]string{
		"## 青石算力 — 赵经理",
		"- A100 80G 8卡：6.1/卡时",
		"- L40S 有 16 台，价格回头再说",
		"- H20：说下周给价",
		"- A40 的价格要问一下老板",
	}, "\n")
	res := readText(t, "notes.txt", text)
	got := map[int]bool{}
	for _, p := range res.Problems {
		got[p.Row] = true
	}
	for _, r := range []int{3, 4, 5} {
		if !got[r] {
			t.Errorf("line %d not refused: %+v", r, res.Problems)
		}
	}
	for _, q := range res.Quotes {
		if q.SourceRow != 2 {
			t.Errorf("a quote from line %d", q.SourceRow)
		}
	}
}

// A call-notes sheet writes the vendor once and leaves it blank on the notes
// under it: those notes are the vendor's, never a table's rows dropped.
func TestCallNotesVendorFilledDown(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"来电记录 11/20"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"时间", "供应商", "记录"})
	f.SetSheetRow("Sheet1", "A3", &[]any{"10:00", "青石算力", "接通，销售姓李"})
	f.SetSheetRow("Sheet1", "A4", &[]any{"10:02", "青石算力", "A100 80G 8卡 5.9元/卡时"})
	f.SetSheetRow("Sheet1", "A5", &[]any{"10:05", "", "L40S 单卡 2.2元/卡时"})
	f.SetSheetRow("Sheet1", "A6", &[]any{"10:20", "白塔云", "接通"})
	f.SetSheetRow("Sheet1", "A7", &[]any{"10:22", "白塔云", "T4 单卡 0.7元/卡时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("notes.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	for _, q := range res.Quotes {
		if q.SourceRow == 5 {
			seen = true
			if q.Vendor != "青石算力" || q.Price != 2.2 {
				t.Errorf("row 5: %s %v", q.Vendor, q.Price)
			}
		}
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 5
	}
	if !seen && !refused {
		t.Fatalf("row 5 dropped: quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// FuzzSpokenEnglishAmount: the run found is a piece of the text, of two or
// more number words joined by spaces or hyphens.
func FuzzSpokenEnglishAmount(f *testing.F) {
	for _, s := range []string{"two forty-nine per gpu hour", "zero point nine nine", "eight-gpu nodes", "", "one -- two", "eleven thousand five hundred dollars"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := spokenEnglishAmount(s)
		if got == "" {
			return
		}
		if !strings.Contains(s, got) {
			t.Fatalf("%q not in %q", got, s)
		}
		n := 0
		for _, w := range reEnWord.FindAllString(got, -1) {
			if spokenEnNumbers[w] == "" {
				t.Fatalf("%q holds %q", got, w)
			}
			n++
		}
		if n < 2 || strings.Trim(reEnWord.ReplaceAllString(got, ""), " -") != "" {
			t.Fatalf("%q: %d words", got, n)
		}
	})
}

// A transcript's title names the transcription tool and the recording it
// was made from: the tool is no vendor, the recording's name is read as a
// file's name.
func TestTranscriptTitleVendor(t *testing.T) {
	for line, want := range map[string]string{
		"【讯飞听见】录音转写稿  文件：20261120_0930_青石算力.m4a  时长：05分02秒": "青石算力",
		"飞书妙记 | 录音：白塔云_通话.mp3":                              "白塔云",
		"【讯飞听见】录音转写稿  时长：05分02秒":                            "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// Minutes of several calls, a markdown heading a call: each heading naming
// a vendor is the vendor of the lines under it; a heading naming none
// ("## 待办") ends the block.
func TestMinutesHeadingVendors(t *testing.T) {
	text := strings.Join([]string{
		"# 11/20 电话询价",
		"",
		"## 1. 青石算力 — 赵经理",
		"- A100 80G 8卡：6.1/卡时",
		"",
		"## 2. 白塔云 — 钱总",
		"- T4 单卡：0.7 元/卡时",
	}, "\n")
	res := readText(t, "minutes.txt", text)
	want := map[int]string{4: "青石算力", 7: "白塔云"}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != want[q.SourceRow] {
			t.Errorf("row %d: vendor %q, want %q", q.SourceRow, q.Vendor, want[q.SourceRow])
		}
	}
	if headingVendor("## 待办") != "" || headingVendor("## 3. H100 报价") != "" {
		t.Errorf("a heading naming no vendor read as one")
	}
}

// Review (stop 38): a run of English number words is an amount only with a
// money or rate word right after it; counts and times are no refusal.
func TestSpokenEnglishNeedsRateWord(t *testing.T) {
	for text, want := range map[string]string{
		"our on-demand is two forty-nine per gpu hour":      "two forty-nine",
		"eleven thousand dollars a month for the node":      "eleven thousand",
		"we have two hundred h100 available from next week": "",
		"one eight-gpu node":                                "",
		"twenty four seven support":                         "",
		"at one point two h100 nodes failed":                "",
	} {
		if got := spokenEnglishAmount(text); got != want {
			t.Errorf("spokenEnglishAmount(%q) = %q, want %q", text, got, want)
		}
	}
}

// A corrected run before the amount ("three point nine — sorry, three point
// six five per GPU hour") does not hide the amount after it.
func TestSpokenEnglishAfterCorrection(t *testing.T) {
	got := spokenEnglishAmount("we can do three point nine — sorry, three point six five per gpu hour")
	if got != "three point six five" {
		t.Errorf("got %q", got)
	}
}
