package quotes

// The fields one site decides with no second source weighed: each row is
// a rule id the site records on the quote's evidence (Quote.decide), so
// --trace names the cell and the rule for these too.

// siteRuleRow is one deciding site: its rule id and source.
type siteRuleRow struct {
	id, source string
}

var siteRules = []siteRuleRow{
	// the minimum term
	{"term.column", srcCell},          // the row's minimum-term column
	{"term.price_cell", srcCell},      // the price cell's own term ("¥9.8/卡时（包月）")
	{"term.unit_quantity", srcCell},   // the unit's quantity ("元/台·10小时" buys ten hours)
	{"term.unit_term", srcCell},       // a unit pricing a quarter or longer ("元/卡/365天", OD0001): that long at least
	{"term.unit_phrase", srcCell},     // a term the unit phrase states beside its period ("元/台/月(6个月)", "元/台/月（3个月起租）", MT0001-2)
	{"term.plan", srcCell},            // the plan the price is sold on (包年, a tier's term)
	{"term.header_plan", srcHeader},   // a header plan with a period and no term heading a price counted in a shorter period ("Weekly (USD/GPU-hr)", "月(元/卡/时)")
	{"term.header_tier", srcHeader},   // a total's own tier of term in its header ("租期总价（元/台）" over "15天"): the whole term is paid for
	{"term.header_clause", srcHeader}, // a term clause in the price header's bracket ("年租(元/卡/时，签1年)", HS0401)
	// a ditto under a table's own header, taken from the same item's row in the table above (HS0301)
	{"ditto.earlier_table", srcAbove},
	{"term.contract_period", srcCell}, // a price per quarter, half-year or year: that long at least
	{"term.row_note", srcRowNote},     // the row's note ("最短租期1个月")
	{"term.spec_cell", srcCell},       // a plan clause in the SKU or spec cell ("…, 1-year reserved")
	{"term.note_commitment", srcRowNote},
	{"term.file_note", srcSheetLine},   // a note line of the file
	{"term.plan_note", srcSheetLine},   // a line's minimum for the price's plan ("日租最少3天起租")
	{"term.column_note", srcSheetLine}, // a line naming the price column and its first term ("以下迁移专享价…须首次签约满3个月")
	{"term.pack_period", srcCell},      // a package's period: the cards are the buyer's that long
	{"term.ls_cycle", srcCell},         // one billing cycle a price pays for, paid whole (计费周期 168, 标准期 = 28天, LS0801)
	{"term.ls_window", srcCell},        // a window total's start and end columns (档期 开始 | 结束, LS0711): the whole window is paid for
	{"term.section", srcSection},       // a section label's minimum for the rows under it ("最短租一个季度", TB0013)
	// the billing increment
	{"increment.column", srcCell},          // the row's increment column
	{"increment.min_term_mode", srcCell},   // "按秒计费" in the minimum-term column
	{"increment.unit_cell", srcUnitColumn}, // a unit cell that only holds the step ("按秒")
	{"increment.in_words", srcCell},        // a unit or price cell's "（按秒计费）"
	{"increment.row_note", srcRowNote},
	{"increment.file_note", srcSheetLine},
	// a prepaid pack's size and price read from a cell that is not their column
	{"pack.price_cell", srcCell},       // "1,000卡时 每包 ¥4,800" in the price cell
	{"pack.from_plan", srcCell},        // the hours from the row's plan cell, the price from the price cell
	{"pack.size_cell", srcCell},        // a spec, offer or note cell naming the pack ("1,000卡时")
	{"pack.cards_by_period", srcCell},  // a package for the row's cards over its period (64卡 × 3个月)
	{"pack.valid_until_days", srcCell}, // "90天" under 有效期: a pack's days, not a date
	{"pack.validity_cell", srcCell},    // "有效期180天" in a cell of a pack's row (extract_pack.go packValidityBeside)
	// a price with no unit worked out per card-hour from the row's 计费卡时 (LG0101)
	{"period.billed_hours", srcCell},
	{"basis.billed_hours", srcCell},

	// Rule ids the GPUs, machines and vendor stages record beside their
	// policies (gpnPolicy, vendorPolicy), listed so each reads as a row:
	// a price's own instance size (priceGPUs) over the row's count
	{"gpus.price_header", srcHeader},    // "8x GPU server $/hr": the column prices its own size
	{"gpus.price_cell", srcCell},        // "per VM-hour (2 GPUs)"
	{"gpus.unit_column", srcUnitColumn}, // "元/台(8卡)/时"
	{"gpus.row_note", srcRowNote},       // "2-GPU VM"
	{"gpus.catalogue_baseboard", srcCatalogue},
	{"gpus.digest_row", srcCell}, // a summary sheet's row of the same offer, where the vendor's sheet says no size (repeats.go)
	// a GPUs-per-machine column whose numbers are all the cards, and the counts of machines and cards
	{"count.column_was_total", srcCell},
	{"nodes.column", srcCell},
	{"nodes.total_by_gpus", srcCell},        // all the cards over the cards of a machine
	{"nodes.other_column", srcCell},         // a second machine-count column, held for review where it disagrees
	{"nodes.notes_stock", srcCell},          // "现货2台" in the notes, where no column counts the machines
	{"nodes.total_words", srcCell},          // "剩余3台" in a stock column of cards: machines, where no column counts them
	{"nodes.stock_column", srcCell},         // "6台" under an unread 库存 column of words (充足, 紧张), where no column counts the machines
	{"nodes.cards_times_machines", srcCell}, // "8卡×3台" in the cards or total column, where no column counts the machines
	{"nodes.qty_per_card", srcCell},         // "（4台）" in the note of a row whose bare 数量 counted cards (resolve_gpus.go qtyCountsCards)
	{"nodes.price_cell", srcCell},           // "4台 / 118000" under a month of a calendar: that price's own machines, over the row's (LF0101)
	{"nodes.machine_id", srcCell},           // one host name, node, IP, asset tag or serial in an unread column: the row is that one machine (OP0001-)
	{"nodes.section", srcSection},           // "4机32卡" as a group row over the rows: its machines, where no cell counts them (TA0001)
	{"nodes.stock_line", srcSheetLine},      // "目前可交付：H800 4台，A800 2台" on a line of the text: each GPU's machines (extract_stock_line.go)
	{"nodes.tab", srcSheetName},             // "4机32卡" as the sheet's name: read as a section over its rows (locate_tab.go, TA0001)
	{"total.column", srcCell},
	{"total.cards_column", srcCell}, // the GPUs-per-machine column that held all the cards
	// a GPU's instance code that carries its card count ("4xH100-80G"),
	// the count rule gpus.model_code names after its colon (extract_model_code.go)
	{"code.count_prefix", srcCell},
	// the file's own statement of its price unit over a spec note's basis
	// that the market contradicts (resolve_basis_market.go): the price
	// column's header ("单价(元/卡/时)"), else the sheet's note of its prices
	{"basis.header_over_note", srcHeader},
	{"basis.sheet_over_note", srcSheetLine},
	// the row's own vendor cell, over the table's vendorPolicy
	{"vendor.cell", srcCell},
	{"vendor.section", srcSection},
	{"vendor.lot", srcSheetLine},       // a notice's result line naming the supplier of the item's lot (resolve_vendor_party.go)
	{"vendor.group_header", srcHeader}, // a merged group header over the price column naming its vendor (locate_vendor_key.go)
	{"vendor.host_name", srcCell},      // the name in brackets after a machine's host name (“rx-h800-01 (蓉芯)”), where the row has no vendor
	{"resume.spec_cell", srcCell},      // "支持断点续训" in an engineer's reply read as the spec (OP1101)
	{"nodes.gpu_count", srcCell},       // "A800训练整机×3台" in the GPU cell
	{"nodes.spec_count", srcCell},      // "8卡机 2台" in the spec cell // a section row naming the vendor of the rows under it ("■ 供应商A：…")
	// one more quote on a term off the row's base price (resolve_modifier.go):
	// a cell of discounts by term ("1年 -20%"), a term column's discount (1年约 9折)
	{"price.term_discount", srcCell},
	{"price.term_ladder", srcCell},
	// a cell not read that names a commitment and its term ("reserved
	// 1-yr" in a Type column): the minimum term (extract_cell_plan.go columnTerms)
	{"term.commit_cell", srcCell},
	{"term.column_cell", srcCell}, // TC0003: a term in a plan, offer or unread cell ("长租6个月", "签约12个月")
	// price versions side by side (pricever.go): each version column, the
	// note that names the current one, or a review where none does
	{"price_version.column", srcHeader},
	{"price_version.by_note", srcSheetLine},
	{"price_version.review", srcHeader},
}

// siteRule is the row of id; a rule id no row holds is a bug.
func siteRule(id string) siteRuleRow {
	for _, r := range siteRules {
		if r.id == id {
			return r
		}
	}
	panic("quotes: no deciding site " + id)
}

// decidedTerm records a term a site of the row stored (none: nothing).
func (b *rowBuild) decidedTerm(field string, t *Term, rule string, c cell) {
	if t != nil {
		b.q.decide(field, t.String(), rule, inRow(b.r, c))
	}
}

// noteRule is the rule of a term from the row's note or, fileWide, the file's.
func noteRule(term string, fileWide bool) string {
	if fileWide {
		return term + ".file_note"
	}
	return term + ".row_note"
}

// siteCurrency sets the currency no price policy weighed, recorded as the
// currencyPolicy row: the cell's sign, the header's, the file's, else CNY.
func (b *rowBuild) siteCurrency(q *Quote, cellCur string, c cell, headerCur string) {
	rule, cur, at := "currency.assumed", "CNY", Evidence{Source: srcDefault}
	switch {
	case cellCur != "":
		rule, cur, at = "currency.cell", cellCur, inRow(b.r, c)
		at.Source = srcCell
	case headerCur != "":
		rule, cur, at = "currency.header", headerCur, inRow(b.r, c)
		at.Source, at.Text = srcHeader, c.header
	case b.r.fileCurrency != "":
		rule, cur, at = "currency.file", b.r.fileCurrency, Evidence{Source: srcSheetLine}
	}
	q.Currency = cur
	q.decide("currency", cur, rule, at)
}

// planAt is where a plan's term was read, with the plan's words.
func planAt(r rowIn, c cell, source, label string) Evidence {
	at := inRow(r, c)
	at.Source, at.Text = source, orDefault(label, at.Text)
	return at
}
