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
	"set19/03_beichen_multiyear_offers_transposed.xlsx": { // locate: a term ladder down an offer column
		12: "a term ladder down the rows of an offer column: each quote names the ladder's first row (11), not its own",
		13: "a term ladder down the rows of an offer column: each quote names the ladder's first row (11), not its own",
	},
	"set24/02_lumen_reserved_payment_options.csv": { // intl: All Upfront rows, the effective rate blank
		5:  "All Upfront with the effective rate blank: the hourly “$0.00” is refused as no price before the upfront is spread over the term",
		10: "All Upfront with the effective rate blank: the hourly “$0.00” is refused as no price before the upfront is spread over the term",
	},
	"set24/05_victoria_harbour_quote_hkd_trad.csv": { // intl: "HK$1.2M" (M for million)
		11: "“HK$1.2M 按年”: M (million) is not read as a scale (a bare m after a figure is also a minute or a month)",
	},
	"set24/07_atlas_reseller_pricebook_730h.csv": { // intl: a price book whose month is 730 h by its own definition
		0: "an English price book with no header found; the file's 730-h month",
	},
	"set24/09_sunda_console_cost_usage_export_sgd.csv": { // intl: a billing (cost and usage) export
		0: "a billing export: the unit price, not cost/usage; storage/egress/credit/tax lines are not offers",
	},
	"set19/01_yunzhou_email_reply_thread.csv": { // rows: the intra-node link
		9: "A800-80G-PCIe: the PCIe form factor is not read as the intra-node link",
	},
	"set19/04_dingyuan_wan_styles_gbk.csv": { // extract: amounts
		8: "“2.6万起”: a starting price (起) written with 万 is stored, not refused",
	},
	"set19/05_aurora_fiscal_quarter_reservations.xlsx": { // columns: fiscal-quarter price columns
		0: "fiscal-quarter columns (FY27 Q4 …) as price columns under no price header",
	},
	"set19/07_lanjing_list_price_discounts.xlsx": { // columns: a discount column per plan column
		4: "a discount column per plan (按量/包月/包年) applied to the wrong plan's price",
		5: "a discount column per plan (按量/包月/包年) applied to the wrong plan's price",
		6: "a discount column per plan (按量/包月/包年) applied to the wrong plan's price",
		7: "a discount column per plan (按量/包月/包年) applied to the wrong plan's price",
		8: "a discount column per plan (按量/包月/包年) applied to the wrong plan's price",
	},
	"set19/09_wechat_chat_export.csv": { // not yet owned: a chat's prose lines as offers
		0: "offers written as prose lines of a chat export",
	},
	"set22/06_nordlicht_eu_semicolon_usd.csv": { // rows: the intra-node link
		10: "L40S (a PCIe-only card): the PCIe link is not inferred",
	},
	"set22/07_xingqiao_wan_discount_gbk.csv": { // discounts: a conditional discount
		9: "“需预付3个月方享折扣”: a discount on a condition is stored, not refused",
	},
	"set22/08_fangzhou_serverless_per_second.csv": { // resolve: basis
		5: "“价格为整个实例（2卡）” in a note column: the price is for the whole instance",
	},
	"set14/06_lantao_discounts_formula_cells.xlsx": { // unseen: discount columns
		5: "a discount column over a formula cell that already applies it",
		6: "a discount column over a formula cell that already applies it",
		7: "a discount column over a formula cell that already applies it",
		9: "a discount column over a formula cell that already applies it",
	},
	"set14/08_qinglan_email_pasted_gbk.csv": { // not yet owned: an e-mail's prose lines as offers
		0: "offers written as numbered prose lines of a pasted e-mail",
	},
	"set14/12_marketplace_per_minute_offcatalogue_en.xlsx": { // unseen: commitment columns
		9: "“reserved 1-yr” in a Type column: the term of a commitment",
	},
	"set15/01_yunjing_footnote_markers_gbk.csv": { // extract: notes and amounts
		9:  "“7.10(注4)”: a footnote marker in brackets after the price",
		12: "“19.80▲”: a marker the file marks as no price",
	},
	"set16/03_tianmu_email_paste.csv": { // extract: notes
		6: "“可断点续训” in the notes: resume supported",
	},
	"set21/21a_qiheng_email_reply_pasted.csv": { // not yet owned: an e-mail's prose lines as offers
		0: "offers written as numbered prose lines of a pasted e-mail",
	},
	"set21/21e_xiuyun_plan_columns.xlsx": { // not yet owned: an off-catalogue plan column
		10: "方案E GH200 (not in the catalogue) in a plan column: not refused at its cell",
	},
	"set16/09_xuanwu_sections_discounts.xlsx": { // unseen: discount and commitment columns
		13: "“3.40 x (1-yr: -15%)”: a commitment discount on a price",
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
	"set20/04_hengchuan_multiyear_ladder_gbk.csv": { // unseen: commitment columns
		4: "a multi-year ladder of discounts (9折, -8%) off a monthly base price",
		5: "a multi-year ladder of discounts (9折, -8%) off a monthly base price",
		6: "a multi-year ladder of discounts (9折, -8%) off a monthly base price",
		7: "a multi-year ladder of discounts (9折, -8%) off a monthly base price",
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
