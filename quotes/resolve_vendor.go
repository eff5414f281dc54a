package quotes

import (
	"strings"

	"computecheck/msg"
)

// The vendor of the rows whose own vendor cell is empty, decided once per
// table: every place the file names a vendor gives a candidate (the
// table's title lines, the sheet's name, a cover sheet, the signature of
// an e-mailed table, the file's name), and one policy chooses among them.
//
// The policy: a candidate that names a company (…智算, … Cloud, … Ltd, a
// CamelCase brand) or that a line labels the vendor ("供应商：…") outranks
// one that does not, wherever it stands; a person (the sender of a pasted
// e-mail, "发件人: 李娜 <…>") is never the vendor while anything else is
// named; among candidates of one rank the policy's order decides.

// vendorRank orders candidates: higher wins, the policy's order breaks ties.
type vendorRank int

const (
	vendorPerson vendorRank = iota // a person's name
	vendorPlain                    // a name that does not read as a company
	vendorNamed                    // a company name, or labelled the vendor
)

// vendorCand is one candidate and the note a quote stored with it carries.
type vendorCand struct {
	ev   Evidence
	rank vendorRank
	say  msg.Msg
}

// vendorScope is what the sources of one table read.
type vendorScope struct {
	ctx    *readCtx
	sheet  string
	titles []string // the lines above the table
	lone   []string // the one-cell lines under its header (notes, a signature)
}

// vendorPolicy: the sources in order, each with its rule id.
var vendorPolicy = []struct {
	id   string
	read func(s vendorScope) []vendorCand
}{
	{"vendor.title", func(s vendorScope) []vendorCand {
		var out []vendorCand
		for _, line := range s.titles {
			if v := vendorFromTitle(line); v != "" {
				out = append(out, vendorCand{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: lineRank(v, line),
					say: mk("import.warn.vendor_from_title", v, line)})
			}
		}
		return out
	}},
	{"vendor.title_head", func(s vendorScope) []vendorCand { // resolve_vendor_head.go: "Hexa Cloud — GPU instance pricing, …. On-demand, …"
		for _, line := range s.titles {
			if v := titleHeadVendor(line); v != "" && vendorFromTitle(line) == "" {
				return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: lineRank(v, line), say: mk("import.warn.vendor_from_title", v, line)}}
			}
		}
		return nil
	}},
	{"vendor.sheet_name", func(s vendorScope) []vendorCand { // a workbook of one sheet per vendor
		if v := vendorFromTitle(s.sheet); v != "" && reCompanyish.MatchString(strings.ToLower(v)) {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: s.sheet}, rank: vendorNamed, say: mk("import.warn.vendor_from_sheet", v)}}
		}
		return nil
	}},
	{"vendor.cover", func(s vendorScope) []vendorCand {
		// the first line naming one; a line that labels the vendor
		// ("供应商：…", a "Provider" cell beside the name) before it
		v, at, lab := "", "", false
		for _, line := range s.ctx.coverLines {
			if w := vendorFromTitle(line); w != "" && (v == "" || !lab && isLabelled(line)) {
				v, at, lab = w, line, isLabelled(line)
			}
		}
		if v == "" {
			return nil
		}
		rank := lineRank(v, at)
		if lab && rank == vendorPlain {
			rank = vendorNamed
		}
		if rank == vendorNamed && reRecipientLine.MatchString(strings.ToLower(at)) {
			rank = vendorPlain // who the quote is for, not who sends it
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: rank, say: mk("import.warn.vendor_from_title", v, at)}}
	}},
	{"vendor.signature", func(s vendorScope) []vendorCand {
		if v, at := signedVendor(s.lone); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: vendorNamed, say: mk("import.warn.vendor_from_signature", v, at)}}
		}
		return nil
	}},
	{"vendor.stamp", func(s vendorScope) []vendorCand { // resolve_vendor_stamp.go
		if v, at := stampVendor(s.lone); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: vendorNamed, say: mk("import.warn.vendor_from_stamp", v, at)}}
		}
		return nil
	}},
	{"vendor.file_name", func(s vendorScope) []vendorCand {
		v, file := s.ctx.fileVendor, s.ctx.res.File
		if v == "" {
			return nil
		}
		rank := vendorPlain
		if namesCompany(v) {
			rank = vendorNamed
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcFileName, Text: file}, rank: rank, say: mk("import.warn.vendor_from_file", v, file)}}
	}},
}

// lineRank: what a name read from a line is. A sender's or contact's line
// ("发件人: 李娜 <…>") names a person unless the name reads as a company;
// a line that labels the vendor ("供应商：云岚数据") names it.
func lineRank(v, line string) vendorRank {
	label, _, ok := labelled(stripSubjectLabel(strings.TrimSpace(line)))
	switch {
	case namesCompany(v):
		return vendorNamed
	case ok && lineLabel[strings.ToLower(label)] == "sender":
		return vendorPerson
	case ok:
		return vendorNamed
	}
	return vendorPlain
}

// resolveVendor reads every source and chooses: the chosen candidate (its
// Chosen set) and all of them as evidence; ok false when none names one.
func resolveVendor(s vendorScope) (vendorCand, []Evidence, bool) {
	var all []vendorCand
	best := -1
	for _, rule := range vendorPolicy {
		for _, c := range rule.read(s) {
			c.ev.Field, c.ev.Rule, c.ev.Sheet = fVendor, rule.id, s.sheet
			if best < 0 || c.rank > all[best].rank {
				best = len(all)
			}
			all = append(all, c)
		}
	}
	if best < 0 {
		return vendorCand{}, nil, false
	}
	ev := make([]Evidence, len(all))
	for i, c := range all {
		ev[i] = c.ev
		if i == best {
			ev[i].Chosen = true
		} else {
			ev[i].Why = all[best].ev.Rule
		}
	}
	return all[best], ev, true
}

// isLabelled: the line is "label：value" with a label a form uses.
func isLabelled(line string) bool {
	_, _, ok := labelled(line)
	return ok
}

// cellVendorEvidence is the evidence of a row whose own vendor cell names
// it: that cell (the person's, when they mapped its column) is chosen, and
// every candidate of the policy is overruled by it.
func cellVendorEvidence(r rowIn, c cell, person bool, others []Evidence) []Evidence {
	src := srcCell
	if person {
		src = srcPerson
	}
	ev := append(make([]Evidence, 0, len(others)+1), evidenceAt(fVendor, strings.TrimSpace(c.text), src, r, c, "vendor.cell"))
	ev[0].Chosen = true
	for _, o := range others {
		o.Chosen, o.Why = false, "vendor.cell"
		ev = append(ev, o)
	}
	return ev
}
