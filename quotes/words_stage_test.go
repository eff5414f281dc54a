package quotes

import (
	"strings"
	"testing"
)

// Every row of words/spec.tsv, vendor.tsv and locate.tsv is read by the
// stage that owns its table: a label, name word or unit word added as a row
// works without code.
func TestSpecLabelRows(t *testing.T) {
	for _, r := range wordRows("spec_label") {
		text := "H100 80G SXM；" + r[0] + "：" + map[string]string{"cpu": "Xeon 8352V", "ram": "512G", "disk": "4×3.84T",
			"net": "IB 4×200G", "intra": "8卡 NVLink"}[r[1]]
		if r[1] == "gpu" {
			text = r[0] + "：A800 80G ×8"
		}
		sp, _ := ParseSpec(text)
		ok := false
		switch r[1] {
		case "gpu":
			ok = sp.GPUs != nil && *sp.GPUs == 8
		case "cpu":
			ok = sp.CPU == "Xeon 8352V"
		case "ram":
			ok = sp.RAM == "512G"
		case "disk":
			ok = sp.NVMeTB != nil && *sp.NVMeTB > 15
		case "net":
			ok = sp.Net != nil && sp.Net.Kind == InterIB
		case "intra":
			ok = sp.Intra != nil && sp.GPUs == nil // the label keeps "8卡" from counting GPUs
		}
		if !ok {
			t.Errorf("spec label %q (%s): %+v", r[0], r[1], sp)
		}
	}
}

func TestSpecPartWordRows(t *testing.T) {
	for _, w := range wordsInOrder("cpu_word") {
		if sp, _ := ParseSpec("H100 80G SXM ×8；" + w + " 64"); sp.CPU == "" {
			t.Errorf("cpu word %q: %+v", w, sp)
		}
	}
	for _, w := range wordsInOrder("disk_word") {
		if sp, _ := ParseSpec("H100 80G SXM ×8；2T " + w); sp.NVMeTB == nil || *sp.NVMeTB != 2 {
			t.Errorf("disk word %q: %+v", w, sp)
		}
	}
}

func TestNoteWordRows(t *testing.T) {
	for _, r := range wordRows("note_release") {
		no, yes := map[string]string{"release": "不可" + r[0], "deny": r[0] + "释放"}[r[1]], map[string]string{"release": "随时" + r[0], "allow": r[0] + "释放"}[r[1]]
		if no != "" && (scanNotes(no).release == nil || *scanNotes(no).release) || yes != "" && (scanNotes(yes).release == nil || !*scanNotes(yes).release) {
			t.Errorf("release word %q (%s) misread", r[0], r[1])
		}
	}
	for _, w := range wordsInOrder("commit_after_zh") {
		if c, _ := noteCommitment("12个月" + w); c == nil || c.Value != 12 || c.Unit != TermMonth {
			t.Errorf("commitment word %q: %v", w, c)
		}
	}
	for _, w := range wordsInOrder("commit_label_zh") {
		if c, _ := noteCommitment(w + "：1年"); c == nil || c.Value != 1 || c.Unit != TermYear {
			t.Errorf("commitment label %q: %v", w, c)
		}
	}
	for _, w := range wordsInOrder("spec_link_word") {
		if sp, _ := ParseSpec("H100 80G SXM ×8；" + w); sp.Intra == nil {
			t.Errorf("link word %q: %+v", w, sp)
		}
	}
	for _, w := range wordsInOrder("spec_scope") {
		if sp, _ := ParseSpec(strings.ToUpper(w) + "：8×H100 80G SXM"); sp.GPUs == nil || *sp.GPUs != 8 {
			t.Errorf("spec scope %q: %+v", w, sp)
		}
	}
}

func mapWords(ws []string, f func(string) string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = f(w)
	}
	return out
}

func TestEgressFreeRows(t *testing.T) {
	for _, w := range wordsInOrder("egress_free") {
		if e, err := ParseEgress(w + "（出网）"); err != nil || e.PerGB == nil || *e.PerGB != 0 {
			t.Errorf("egress %q: %+v %v", w, e, err)
		}
	}
}

func TestVendorWordRows(t *testing.T) {
	for _, w := range wordsInOrder("title_descriptive") {
		if v := titleHead("鹭岛" + w); v != "" {
			t.Errorf("titleHead(鹭岛%s) = %q, want none", w, v)
		}
	}
	for _, w := range wordsInOrder("title_not_name") {
		if v := vendorFromTitle("【" + w + "】岚桥智算 GPU资源"); v != "岚桥智算" {
			t.Errorf("【%s】 tag: %q", w, v)
		}
	}
	for _, w := range wordsInOrder("file_name_suffix") {
		if v := vendorFromFileName("07_云杉智算" + w + "_202612.csv"); v != "云杉智算" {
			t.Errorf("file word %q: %q", w, v)
		}
	}
	for _, table := range []string{"greeting_word", "greeting_word_en"} {
		for _, w := range wordsInOrder(table) {
			if !greetingLine("鹭岛智算 "+strings.ToUpper(w)+"!") || vendorFromTitle("鹭岛智算 "+w) != "" {
				t.Errorf("greeting %q read as no greeting", w)
			}
		}
	}
	for _, w := range wordsInOrder("person_title") {
		if !rePersonName.MatchString("周"+w) || !greetingLine("周"+w+"好") {
			t.Errorf("person title %q", w)
		}
	}
	for _, w := range wordsInOrder("signature_word") {
		if v := vendorFromSignature("澄湾算力 " + w + " 周工"); v != "澄湾算力" {
			t.Errorf("signature word %q: %q", w, v)
		}
	}
	for _, table := range []string{"section_noun", "section_noun_en"} {
		for _, w := range wordsInOrder(table) {
			if !notAVendorName("鹭岛 " + w) {
				t.Errorf("section title word %q read as a name", w)
			}
		}
	}
	for _, w := range wordsInOrder("recipient_word") {
		if v, _ := stampVendor([]string{w + "：宁波甬江信息技术有限公司（盖章）"}); v != "" {
			t.Errorf("recipient word %q: the quote's receiver %q read as its seller", w, v)
		}
	}
	for _, table := range []string{"region_area", "region_city"} {
		for _, w := range wordsInOrder(table) {
			if v := titleHead(w + "二区"); v != "" || !reRegionName.MatchString(w) {
				t.Errorf("region %q read as a vendor %q", w, v)
			}
		}
	}
	for _, w := range wordsInOrder("title_cut_word") {
		if v := titleHead("鹭岛智算" + w + "表"); v != "鹭岛智算" {
			t.Errorf("title cut word %q: %q", w, v)
		}
	}
	for _, r := range wordRows("provided_by") {
		line := map[string]string{"zh": "本报价由青松算力" + r[0], "en": "Quote " + r[0] + " by Harrow Compute"}[r[1]]
		if v := vendorFromTitle(line); v != map[string]string{"zh": "青松算力", "en": "Harrow Compute"}[r[1]] {
			t.Errorf("provided-by %q: %q", r[0], v)
		}
	}
	for _, w := range wordsInOrder("sentence_word") {
		if !notAVendorName("鹭岛智算" + w) {
			t.Errorf("sentence word %q read in a name", w)
		}
	}
	for _, r := range wordRows("mail_subject") {
		lead := map[string]string{"reply": r[0] + ": ", "label": r[0] + "：", "attachment": r[0] + " 2："}[r[1]]
		if v := vendorFromTitle(strings.ToUpper(lead) + "青松算力 GPU报价"); v != "青松算力" {
			t.Errorf("title lead %q: %q", r[0], v)
		}
	}
	title := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	for _, line := range append(append(mapWords(wordsInOrder("title_cut_gpu_en"), func(w string) string { return title(w) + " Pricing" }),
		mapWords(wordsInOrder("title_cut_after_en"), func(w string) string { return "GPU " + title(w) })...),
		mapWords(wordsInOrder("title_cut_en"), title)...) {
		if v := titleHead("Kestrel Labs " + line); v != "Kestrel Labs" {
			t.Errorf("title cut %q: %q", line, v)
		}
	}
	for _, w := range wordsInOrder("stamp_word") {
		line := "宁波甬江信息技术有限公司（" + strings.ToUpper(w) + "）"
		if v, _ := stampVendor([]string{line}); v != "宁波甬江信息技术有限公司" {
			t.Errorf("stamp word %q: %q", w, v)
		}
	}
}

func TestLocateWordRows(t *testing.T) {
	for _, w := range wordsInOrder("section_period_piece") {
		if p := sectionPieces("[元/卡 · " + strings.ToUpper(w) + "]"); len(p) != 1 {
			t.Errorf("period piece %q: %q", w, p)
		}
	}
	for _, r := range wordRows("section_currency_name") {
		if c := currencyToken(r[0] + "价格"); c != r[1] {
			t.Errorf("currency name %q: %q, want %s", r[0], c, r[1])
		}
	}
	for _, r := range wordRows("currency_name_en") {
		if c := lineCurrency("All prices in " + r[0]); c != strings.ToUpper(r[1]) {
			t.Errorf("currency name %q: %q", r[0], c)
		}
	}
	for _, w := range wordsInOrder("ref_not_offer") {
		if !isReferenceMarker("以下价格" + w) {
			t.Errorf("not-offer words %q: no reference marker", w)
		}
	}
	for _, w := range wordsInOrder("ref_void") {
		if !isReferenceMarker("旧报价（" + strings.ToUpper(w) + "）") {
			t.Errorf("void words %q: no reference marker", w)
		}
	}
	for _, w := range wordsInOrder("ref_word") {
		if !isReferenceMarker("上月成交价，"+w) || isReferenceMarker("价格"+w) {
			t.Errorf("reference words %q: misread", w)
		}
	}
	for _, w := range wordsInOrder("ref_past") {
		if !isReferenceMarker(w + " prices, for reference only") {
			t.Errorf("past-price words %q: no reference marker", w)
		}
	}
	for _, w := range wordsInOrder("non_plan_word") {
		if hasWordLeft(" " + strings.ToUpper(w) + " ") {
			t.Errorf("non-plan word %q left as a word", w)
		}
	}
	for _, r := range wordRows("mail_head") {
		from, sent := reMailHeadFrom.MatchString(r[0]+"：李娜"), reMailHeadSent.MatchString(strings.ToUpper(r[0])+": 2026-11-30")
		if from != (r[1] == "from") || sent != (r[1] == "sent") {
			t.Errorf("mail head %q: from %v, sent %v", r[0], from, sent)
		}
	}
	for _, w := range wordsInOrder("section_note_lead") {
		if sc, ok := readSection(w + " 包年价格"); ok {
			t.Errorf("note lead %q read as a section: %+v", w, sc)
		}
	}
	for _, w := range wordsInOrder("machine_header_word") {
		cs := cardsByHeader(w, map[string]fieldScore{"cardsOnly": {score: 1}, fGPUsPerNode: {field: fGPUsPerNode, score: 5}})
		if _, ok := cs[fGPUsPerNode]; !ok {
			t.Errorf("machine header %q: cards read as all cards offered", w)
		}
	}
}
