package quotes

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// examinerKnown lists the rows of the examiner sets that are still
// read wrong, each with the class and the engineer's area that owns it
// (issue 23). TestRegressionRowCheck and TestPracticeAndOwnFiles log these
// instead of failing; every other row of the sets must read right. A row
// that reads right again should be taken off this list (the tests log it).
// Row 0 stands for the whole file.
var examinerKnown = map[string]map[int]string{
	"set19/01_yunzhou_email_reply_thread.csv": { // rows: the intra-node link
		9: "A800-80G-PCIe: the PCIe form factor is not read as the intra-node link",
	},
	"set19/04_dingyuan_wan_styles_gbk.csv": { // extract: amounts
		8: "“2.6万起”: a starting price (起) written with 万 is stored, not refused",
	},
	"set19/05_aurora_fiscal_quarter_reservations.xlsx": { // rows: the links a line above the header states
		4: "“NVLink + 400G InfiniBand” in the line above the header: the links of every server are not read",
		5: "“NVLink + 400G InfiniBand” in the line above the header: the links of every server are not read",
		6: "“NVLink + 400G InfiniBand” in the line above the header: the links of every server are not read",
		8: "“NVLink + 400G InfiniBand” in the line above the header: the links of every server are not read",
		9: "“NVLink + 400G InfiniBand” in the line above the header: the links of every server are not read",
	},
	"set22/06_nordlicht_eu_semicolon_usd.csv": { // rows: the intra-node link
		10: "L40S (a PCIe-only card): the PCIe link is not inferred",
	},
	"set22/08_fangzhou_serverless_per_second.csv": { // resolve: basis
		5: "“价格为整个实例（2卡）” in a note column: the price is for the whole instance",
	},
	"set15/01_yunjing_footnote_markers_gbk.csv": { // extract: notes and amounts
		9:  "“7.10(注4)”: a footnote marker in brackets after the price",
		12: "“19.80▲”: a marker the file marks as no price",
	},
	"set16/03_tianmu_email_paste.csv": { // extract: notes
		6: "“可断点续训” in the notes: resume supported",
	},
	"set21/21e_xiuyun_plan_columns.xlsx": { // not yet owned: an off-catalogue plan column
		10: "方案E GH200 (not in the catalogue) in a plan column: not refused at its cell",
	},
	"set18/07_hanhai_wan_sections_bom.csv": { // rows: the intra-node link
		6:  "“PCIe” in the 说明 column is not read as the intra-node link",
		10: "“PCIe” in the 说明 column is not read as the intra-node link",
		12: "“PCIe” in the 说明 column is not read as the intra-node link",
	},
	"set18/11_songtao_volume_tiers.xlsx": { // rows: the intra-node link
		6: "RTX 4090 beside Ethernet: the PCIe link is not inferred",
		7: "L40S beside Ethernet: the PCIe link is not inferred",
	},
}

// examinerKnownSeen are the entries (file, row) a failure matched: an entry
// none matched is stale, and TestRegressionRowCheck says so.
var examinerKnownSeen = map[string]bool{}

func knownKey(file string, row int) string { return fmt.Sprintf("%s row %d", file, row) }

var reFailRow = regexp.MustCompile(`(?:^|[ !])row[ =](\d+)\b`)

// knownExaminerFailure: the failure message f of file path is on the list.
func knownExaminerFailure(path, f string) (string, bool) {
	for file, rows := range examinerKnown {
		if !strings.Contains(filepath.ToSlash(path), file) {
			continue
		}
		if why, ok := rows[0]; ok {
			examinerKnownSeen[knownKey(file, 0)] = true
			return why, true
		}
		for _, m := range reFailRow.FindAllStringSubmatch(f, -1) {
			var row int
			fmt.Sscan(m[1], &row)
			if why, ok := rows[row]; ok {
				examinerKnownSeen[knownKey(file, row)] = true
				return why, true
			}
		}
	}
	return "", false
}

// reportExaminer fails with f unless it is a known failure, which is
// logged; a silently wrong reading always fails.
func reportExaminer(t *testing.T, path, f string) {
	t.Helper()
	if why, ok := knownExaminerFailure(path, f); ok && !strings.Contains(f, "SILENTLY") {
		t.Logf("known (issue 23, owned elsewhere): %s [%s]", f, why)
		return
	}
	t.Error(f)
}

// The list names files that exist, and each row in it is an expected quote
// or a row that cannot be priced.
func TestExaminerKnownListed(t *testing.T) {
	for file, rows := range examinerKnown {
		b, err := os.ReadFile(repotest.Path("quotes", "examiner", file+".expected.json"))
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		for row := range rows {
			if row != 0 && !regexp.MustCompile(fmt.Sprintf(`"row": %d\b`, row)).Match(b) {
				t.Errorf("%s row %d: not a row of the expected file", file, row)
			}
		}
	}
}
