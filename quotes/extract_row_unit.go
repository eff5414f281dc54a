package quotes

import (
	"math"
	"regexp"
	"strings"

	"computecheck/msg"
)

// The extract stage's unit from another cell of the row. A listing export
// puts the bare amount in its price column ("¥45") and the offer in the
// title beside it ("单卡 按天租 45元/天", "8卡整机 周租2380元/台"); a shop's
// SKU export prices each SKU for the duration its spec names ("单卡;7天":
// 268 for seven days). Where a price names no unit, no unit column, header
// or sheet line gives one, the row's own title, offer or spec cell does:
// the piece there stating the same amount with its period (rule
// unit.row_amount), else a duration standing alone as an offer's part
// (rule unit.row_duration; "7天" is the price's quantity, 7 days). A piece
// stating another amount with its period refuses the price, naming both.

// rowUnitFields: the cells of a row that may state its price's unit, in order.
var rowUnitFields = []string{fGPU, fOffer, fSpec, fNotes}

// durationFields: the cells whose lone duration is an offer's length.
var durationFields = map[string]bool{fOffer: true, fSpec: true}

var (
	// reRowTokens: where a title's words part (not at "/", which joins a unit)
	reRowTokens = regexp.MustCompile(`[\s,，；;。、()（）【】\[\]]+`)
	// reLoneDuration: a duration standing alone ("7天", "1小时", "30天", "3个月"):
	// a count and a term word (words/periods.tsv term_unit_zh) of a period an
	// offer lasts (no minutes or seconds)
	reLoneDuration = regexp.MustCompile(`^\d{1,3}\s*(?:个)?` + wordAlternation("term_unit_zh", "hour", "day", "week", "month", "year") + `$`)
)

// rowUnitRead is a unit another cell of the row states for the price.
type rowUnitRead struct {
	hint unitHint
	at   cell
	text string // the piece read
	rule string
}

// rowCellUnit reads the unit of a price of value that names none from the
// row's other cells; refusal where a cell states another amount with its
// period and none states this one.
func (b *rowBuild) rowCellUnit(value float64) (read *rowUnitRead, refusal *msg.Msg, at cell) {
	var other *rowUnitRead
	for _, f := range rowUnitFields {
		c, ok := b.r.cells[f]
		if !ok || strings.TrimSpace(c.text) == "" {
			continue
		}
		for _, p := range amountPieces(c.text) {
			p.at = c
			if math.Abs(p.value-value) <= 1e-9*math.Max(1, value) {
				return &p.rowUnitRead, nil, c
			}
			if other == nil {
				o := p.rowUnitRead
				other = &o
			}
		}
	}
	if other != nil {
		m := mk("import.err.row_amount_differs", trimFloat(value), other.at.header, other.text)
		return nil, &m, other.at
	}
	for _, f := range rowUnitFields {
		c, ok := b.r.cells[f]
		if !ok || !durationFields[f] {
			continue
		}
		var found *rowUnitRead
		for _, tok := range reRowTokens.Split(narrow(c.text), -1) {
			if !reLoneDuration.MatchString(tok) {
				continue
			}
			if found != nil {
				return nil, nil, cell{} // two durations: which one is the price's?
			}
			h := parseHint("/" + tok)
			found = &rowUnitRead{hint: h, at: c, text: tok, rule: "unit.row_duration"}
		}
		if found != nil && found.hint.period != "" {
			return found, nil, c
		}
	}
	return nil, nil, cell{}
}

// amountPiece is an amount of a cell with the period it is for.
type amountPiece struct {
	rowUnitRead
	value float64
}

// amountPieces are the pieces of text stating an amount with its own
// period ("45元/天", "周租2380元/台", "包月3.1万/台"), or a plan word alone
// followed by the amount ("按天 30元"); a deposit or count is none.
func amountPieces(text string) []amountPiece {
	var out []amountPiece
	toks := reRowTokens.Split(strings.TrimSpace(text), -1)
	for i, tok := range toks {
		if !strings.ContainsAny(tok, "0123456789") || reLoneDuration.MatchString(narrow(tok)) {
			continue // "7天": how long, not how much
		}
		pc, err := parsePriceCell(tok)
		if err != nil || pc.value <= 0 || pc.equiv || namesGPU(tok) {
			continue // "4090D" names a card, not 4090 a day
		}
		if pc.hint.currency == "" && pc.mode == nil && !strings.ContainsAny(tok, "/／") {
			continue // an amount stated as a price: a currency, a plan word or a unit's slash
		}
		h, piece := pc.hint, tok
		if h.period == "" && pc.mode != nil {
			h.period = pc.mode.period
		}
		if h.period == "" && i > 0 && !strings.ContainsAny(toks[i-1], "0123456789") {
			if m, ok := findMode(toks[i-1]); ok && m.period != "" && pc.hint.currency != "" {
				h.period, piece = m.period, toks[i-1]+" "+tok // "按天 30元"
			}
		}
		if h.period == "" {
			continue
		}
		h.text = piece
		out = append(out, amountPiece{rowUnitRead{hint: h, text: piece, rule: "unit.row_amount"}, pc.value})
	}
	return out
}
