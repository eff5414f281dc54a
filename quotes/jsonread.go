package quotes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"unicode/utf8"

	"computecheck/msg"
)

// readJSON reads an array of quotes in the `quotes list --json` schema
// (or {"quotes": [...]}). Each object is read like a spreadsheet row whose
// headers are its keys, so the same checks and warnings apply.
func readJSON(res *FileResult, data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, bomUTF8)))
	dec.UseNumber()
	var top any
	if err := dec.Decode(&top); err != nil {
		return fileProblem(res.File, mk("import.file.json", err.Error()))
	}
	if m, ok := top.(map[string]any); ok {
		if qs, ok := m["quotes"]; ok {
			top = qs
		} else {
			top = []any{m}
		}
	}
	arr, ok := top.([]any)
	if !ok {
		return fileProblem(res.File, mk("import.file.json_array"))
	}
	if len(arr) > maxRows { // each object costs a row's reading (issue 25)
		return fileProblem(res.File, mk("import.safety.limit_rows", maxRows))
	}
	if err := jsonWithinLimits(res.File, arr); err != nil {
		return err
	}
	fields := map[string]string{} // the keys repeat object after object: each is matched once
	// Preferred keys first: a typed object beats its derived number.
	prio := map[string]int{"min_term": -3, "billing_increment": -3, "local_nvme_tb": -3, "storage_free_gb": -2, "gpu": -2}
	for i, el := range arr {
		rowNo := i + 1
		obj, ok := el.(map[string]any)
		if !ok {
			res.Problems = append(res.Problems, Problem{File: res.File, Row: rowNo, Reason: mk("import.file.json_object")})
			continue
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool {
			if prio[keys[a]] != prio[keys[b]] {
				return prio[keys[a]] < prio[keys[b]]
			}
			return keys[a] < keys[b]
		})
		r := rowIn{file: res.File, row: rowNo, cells: map[string]cell{}, extra: map[string]string{}}
		r.first = cell{header: "vendor"}
		var probs []Problem
		for _, k := range keys {
			v := obj[k]
			f, seen := fields[k]
			if !seen {
				f = matchHeader(k)
				fields[k] = f
			}
			switch k {
			case "raw": // the vendor's own words, from an earlier import
				if m, ok := v.(map[string]any); ok {
					r.raw = map[string]string{}
					for rk, rv := range m {
						r.raw[rk] = jsonScalar(rv)
					}
				}
				continue
			case "warnings": // parse warnings carry over; Normalize's are redone
				if _, has := obj["warning_ids"]; has {
					continue
				}
				if a, ok := v.([]any); ok {
					for _, w := range a {
						if s, ok := w.(string); ok {
							r.warnings = append(r.warnings, TextMsg(s))
						}
					}
				}
				continue
			case "warning_ids", "review_reason_ids":
				b, _ := json.Marshal(v)
				var ms []msg.Msg
				if json.Unmarshal(b, &ms) == nil {
					for _, m := range ms {
						if k == "warning_ids" && !IsNormWarning(m) {
							r.warnings = append(r.warnings, m)
						}
						if k == "review_reason_ids" {
							r.review = append(r.review, m)
						}
					}
				}
				continue
			case "review_reasons", "needs_review", "edits":
				continue
			}
			if f == fIgnore {
				continue
			}
			if _, taken := r.cells[f]; taken {
				continue
			}
			switch x := v.(type) {
			case map[string]any, []any:
				b, _ := json.Marshal(x)
				var err error
				switch f {
				case fCompensation:
					var c Compensation
					if err = json.Unmarshal(b, &c); err == nil {
						if c.Kind == "" {
							c.Kind = CompUnknown
						}
						if !oneOf(c.Kind, CompNone, CompMultiple, CompSLATiers, CompUnknown) {
							err = fmt.Errorf("kind %q is not none, multiple, sla_tiers or unknown", c.Kind)
						} else {
							r.comp = &c
						}
					}
				case fMinTerm, fIncrement:
					var t Term
					if err = json.Unmarshal(b, &t); err == nil {
						if f == fMinTerm {
							r.minTerm = &t
						} else {
							r.incr = &t
						}
					}
				default:
					continue // arrays and objects we do not read
				}
				if err != nil {
					probs = append(probs, Problem{File: res.File, Row: rowNo, Column: k, Reason: mk("import.file.json_key", k, err.Error())})
				}
				r.cells[f] = cell{text: string(b), header: k}
				continue
			}
			s := jsonScalar(v)
			if f == "" {
				if s != "" {
					r.extra[k] = s
				}
				continue
			}
			r.cells[f] = cell{text: s, header: k}
		}
		if pc, ok := r.cells[fPrice]; ok {
			delete(r.cells, fPrice)
			r.prices = []priceIn{{cell: pc}}
		}
		if len(probs) > 0 {
			res.Problems = append(res.Problems, probs...)
			continue
		}
		qs, p := build(r)
		if len(p) > 0 {
			res.Problems = append(res.Problems, p...)
			continue
		}
		for i := range qs {
			for _, m := range r.review {
				qs[i].Review(m)
			}
		}
		res.Quotes = append(res.Quotes, qs...)
	}
	return nil
}

// jsonWithinLimits checks the whole file before any object is read, as
// the grid readers do: a file of ever new keys, or of keys no field has,
// is no quote list, and its text is held to the same budget as a sheet's.
func jsonWithinLimits(file string, arr []any) error {
	keys := map[string]bool{}
	var budget textBudget
	for i, el := range arr {
		obj, _ := el.(map[string]any)
		for k, v := range obj {
			if !keys[k] {
				if len(keys) >= maxJSONKeys || utf8.RuneCountInString(k) > maxJSONKeyChars {
					return &Problem{File: file, Row: i + 1, Column: clipRunes(k, 40), Reason: mk("import.safety.json_keys", maxJSONKeys, maxJSONKeyChars)}
				}
				keys[k] = true
			}
			sv, ok := v.(string)
			if !ok {
				continue
			}
			if overlongCell(sv) {
				return &Problem{File: file, Row: i + 1, Column: k, Reason: mk("import.safety.cell_too_long", utf8.RuneCountInString(sv), maxCellChars)}
			}
			if err := budget.add(i+1, -1, sv); err != nil {
				if pe, ok := asPlace(err); ok {
					p := placeProblem(file, "", pe)
					p.Column = k
					return p
				}
				return &Problem{File: file, Reason: mk("import.safety.limit_text", maxTextChars)}
			}
		}
	}
	return nil
}

func jsonScalar(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		if x {
			return "yes"
		}
		return "no"
	}
	return fmt.Sprint(v)
}
