package app

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/present"
	"computecheck/quotes"
)

// ---------------------------------------------------------------- detail

// showDetail fills the panel under the table for quote i (-1: none).
func (s *quotesScreen) showDetail(i int) {
	s.detail.RemoveAll()
	s.questions, s.copyBtn = nil, nil
	if i < 0 || i >= len(s.norm) {
		key := "quotes.detail_hint"
		switch {
		case s.showDeleted:
			key = "quotes.deleted_hint"
		case len(s.norm) == 0:
			key = "quotes.empty"
		}
		l := widget.NewLabel(assets.T(key))
		l.Wrapping = textWrap()
		s.detail.Add(l)
		return
	}
	q := s.norm[i]
	lang := assets.Lang()
	title := widget.NewLabelWithStyle(fmt.Sprintf("#%d  %s  ·  %s %s/%s", q.ID, quoteName(q), present.PerGPUHourNumber(q),
		reportingCurrency(s.opts), present.UnitName(quotes.UnitGPUHour, lang)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	var buttons *fyne.Container
	if s.showDeleted {
		restore := widget.NewButtonWithIcon(assets.T("quotes.restore"), theme.ContentUndoIcon(), func() { s.onRestore(q.ID) })
		buttons = container.NewHBox(restore)
	} else {
		edit := widget.NewButtonWithIcon(assets.T("quotes.edit"), theme.DocumentCreateIcon(), func() { s.openForm(&s.raw[i]) })
		del := widget.NewButtonWithIcon(assets.T("quotes.delete"), theme.DeleteIcon(), s.onDeleteSelected)
		del.Importance = widget.DangerImportance
		buttons = container.NewHBox(edit, del)
	}
	s.detail.Add(container.NewBorder(nil, nil, nil, buttons, title))
	if q.NeedsReview && !s.showDeleted {
		reasons := widget.NewLabel("！" + strings.Join(quotes.RenderAll(q.ReviewReasons, lang), "\n！"))
		reasons.Wrapping = textWrap()
		reasons.Importance = widget.WarningImportance
		confirm := widget.NewButtonWithIcon(assets.T("import.ui.confirm"), theme.ConfirmIcon(), func() { s.onConfirmReview(s.raw[i]) })
		confirm.Importance = widget.HighImportance
		s.detail.Add(container.NewBorder(widget.NewLabelWithStyle(assets.T("import.ui.review_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			nil, nil, container.NewVBox(confirm), reasons))
	}

	// Checklist: known yes, known no, unknown.
	checks := container.NewVBox(widget.NewLabelWithStyle(assets.T("quotes.checklist"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, it := range quotes.Checklist(q, lang) {
		l := widget.NewLabel(present.CheckMark[it.Status] + "  " + it.Label + "  " + assets.T("quotes.status."+it.Status))
		switch it.Status {
		case quotes.StatusYes:
			l.Importance = widget.SuccessImportance
		case quotes.StatusNo:
			l.Importance = widget.DangerImportance
		case quotes.StatusNA:
			l.Importance = widget.LowImportance
		default:
			l.Importance = widget.WarningImportance
		}
		checks.Add(l)
	}
	if len(q.Warnings) > 0 {
		checks.Add(widget.NewLabelWithStyle(assets.T("quotes.warnings"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		w := widget.NewLabel("• " + strings.Join(quotes.RenderAll(q.Warnings, assets.Lang()), "\n• "))
		w.Wrapping = textWrap()
		checks.Add(w)
	}

	// Questions for the unknowns, ready to paste into an email or WeChat.
	text := questionText(q, lang)
	s.questions = widget.NewLabel(text)
	s.questions.Wrapping = textWrap()
	s.questions.Selectable = true
	s.copyBtn = widget.NewButtonWithIcon(assets.T("quotes.copy"), theme.ContentCopyIcon(), func() {
		s.u.app.Clipboard().SetContent(s.questions.Text)
		s.setStatus(assets.T("quotes.copied"), false)
	})
	if text == "" {
		s.questions.SetText(assets.T("quotes.no_questions"))
		s.copyBtn.Disable()
	}
	ask := container.NewVBox(
		container.NewBorder(nil, nil, nil, s.copyBtn,
			widget.NewLabelWithStyle(assets.T("quotes.questions"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		s.questions)

	// The vendor's words beside what we read from them.
	rawBox := container.NewVBox(widget.NewLabelWithStyle(assets.T("quotes.raw_title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	// One grid per line, so that a long cell makes only its own line taller.
	rawBox.Add(container.NewGridWithColumns(4,
		widget.NewLabelWithStyle(assets.T("quotes.raw_field"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
		widget.NewLabelWithStyle(assets.T("quotes.raw_text"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
		widget.NewLabelWithStyle(assets.T("import.ui.raw_change"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
		widget.NewLabelWithStyle(assets.T("quotes.raw_parsed"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})))
	for _, k := range rawKeys(q) {
		name := assets.T("quotes.field." + k)
		if name == "quotes.field."+k {
			name = k // a column we do not read: its own header
		}
		vendor, edit := q.VendorText(k)
		change := "—"
		if edit != nil {
			change = assets.T("import.ui.raw_change_at", edit.Value, edit.On)
		}
		line := container.NewGridWithColumns(4)
		for _, txt := range []string{name, vendor, change, parsedValue(q, k)} {
			l := widget.NewLabel(txt)
			l.Wrapping = textWrap()
			line.Add(l)
		}
		rawBox.Add(line)
	}
	if len(q.Raw) == 0 {
		rawBox.Add(widget.NewLabel(assets.T("quotes.raw_none")))
	}
	src := q.SourceFile
	if src != "" {
		if q.SourceSheet != "" {
			src += " · " + q.SourceSheet
		}
		if q.SourceRow > 0 {
			src += " · " + assets.T("quotes.row_n", q.SourceRow)
		}
		rawBox.Add(widget.NewLabel(assets.T("quotes.source_line", src)))
	}

	s.detail.Add(container.NewBorder(nil, nil, checks, nil, container.NewGridWithColumns(2, ask, rawBox)))
}

// questionText is the message to send the vendor: one numbered question
// per checklist item the quote leaves open; "" when nothing is open.
func questionText(q quotes.Quote, lang string) string {
	qs := quotes.Questions(q, lang)
	if len(qs) == 0 {
		return ""
	}
	what := q.GPU
	if q.Offer != "" {
		what = q.Offer + " · " + q.GPU
	}
	var b strings.Builder
	b.WriteString(assets.Tr(lang, "quotes.ask_intro", q.Vendor, what))
	for i, x := range qs {
		fmt.Fprintf(&b, "\n%d. %s", i+1, x)
	}
	return b.String()
}

// rawOrder is the order the vendor's texts are listed in (the template's).
var rawOrder = []string{"vendor", "offer", "region", "gpu", "gpu_text", "gpus_per_node", "nodes", "price", "price_text", "price_unit",
	"currency", "tax_included", "min_term", "billing_increment", "release_idle", "intra_node", "intra_node_gbps", "inter_node",
	"inter_node_gbps", "nics", "nic_gbps", "local_nvme_tb", "cpu", "ram", "storage_free_gb", "storage_price_per_gb_month",
	"egress_price_per_gb", "bandwidth_price_per_mbps_month", "image_fee", "setup_fee", "gpu_less_price_per_hour",
	"voucher_discount_pct", "resume_supported", "failure_response_hours", "compensation", "valid_from", "valid_until",
	"quoted_on", "source", "notes"}

func rawKeys(q quotes.Quote) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range rawOrder {
		if _, ok := q.Raw[k]; ok {
			out = append(out, k)
			seen[k] = true
		}
	}
	var extra []string
	for k := range q.Raw {
		if !seen[k] {
			extra = append(extra, k)
			seen[k] = true
		}
	}
	for _, e := range q.Edits { // a value the user set where the vendor said nothing
		if !seen[e.Field] && e.Field != "review" {
			extra = append(extra, e.Field)
			seen[e.Field] = true
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

func fmtOpt(p *float64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatFloat(*p, 'f', -1, 64)
}

// intOrEmpty is a stated count, "" when not stated (unknownOr then says so).
func intOrEmpty(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

func unknownOr(s string) string {
	if s == "" {
		return assets.T("quotes.status.unknown")
	}
	return s
}

func yesNo(b *bool) string {
	switch {
	case b == nil:
		return assets.T("quotes.status.unknown")
	case *b:
		return assets.T("quotes.yes")
	}
	return assets.T("quotes.no")
}

func optNum(p *float64, unitKey string) string {
	if p == nil {
		return assets.T("quotes.status.unknown")
	}
	return assets.T(unitKey, fmtOpt(p))
}

// parsedValue is what we read from the vendor's text for field k.
func parsedValue(q quotes.Quote, k string) string {
	switch k {
	case "vendor":
		return q.Vendor
	case "offer":
		return q.Offer
	case "region":
		return q.Region
	case "gpu", "gpu_text":
		return q.GPU
	case "gpus_per_node":
		return unknownOr(intOrEmpty(q.GPUsPerNode))
	case "nodes":
		return unknownOr(intOrEmpty(q.Nodes))
	case "price", "price_text", "price_unit", "currency":
		return present.StoredPrice(q, assets.Lang())
	case "tax_included":
		return yesNo(q.TaxIncluded)
	case "min_term":
		return unknownOr(strings.Trim(present.TermText(q.MinTerm, assets.Lang()), "?"))
	case "billing_increment":
		return unknownOr(strings.Trim(present.TermText(q.BillingIncrement, assets.Lang()), "?"))
	case "release_idle":
		return yesNo(q.ReleaseIdle)
	case "intra_node", "intra_node_gbps":
		s := assets.T("quotes.intra." + enumOrUnknown(q.IntraNode))
		if q.IntraNodeGBps != nil {
			s += " " + fmtOpt(q.IntraNodeGBps) + " GB/s"
		}
		return s
	case "inter_node", "inter_node_gbps", "nics", "nic_gbps":
		s := assets.T("quotes.inter." + enumOrUnknown(q.InterNode))
		if q.NICs != nil && q.NICGbps != nil {
			s += fmt.Sprintf(" %d×%sG", *q.NICs, fmtOpt(q.NICGbps))
		}
		if q.InterNodeGbps != nil && q.InterNode != quotes.InterNone {
			s += " = " + fmtOpt(q.InterNodeGbps) + " Gb/s"
		}
		return s
	case "local_nvme_tb":
		if q.LocalNVMeTB != nil && *q.LocalNVMeTB == 0 {
			return assets.T("quotes.none")
		}
		return optNum(q.LocalNVMeTB, "quotes.v.tb")
	case "cpu":
		return q.CPU
	case "ram":
		return q.RAM
	case "storage_free_gb", "storage_price_per_gb_month":
		return assets.T("quotes.v.storage", optNum(q.StorageFreeGB, "quotes.v.gb"), optNum(q.StoragePricePerGBMonth, "quotes.v.per_gb_month"))
	case "egress_price_per_gb", "bandwidth_price_per_mbps_month":
		if q.BandwidthPricePerMbpsMonth != nil {
			return optNum(q.BandwidthPricePerMbpsMonth, "quotes.v.per_mbps_month")
		}
		return optNum(q.EgressPricePerGB, "quotes.v.per_gb")
	case "image_fee":
		return optNum(q.ImageFee, "quotes.v.money")
	case "setup_fee":
		return optNum(q.SetupFee, "quotes.v.money")
	case "gpu_less_price_per_hour":
		return optNum(q.GPULessPricePerHour, "quotes.v.per_hour")
	case "voucher_discount_pct":
		return optNum(q.VoucherDiscountPct, "quotes.v.pct")
	case "resume_supported":
		return yesNo(q.ResumeSupported)
	case "failure_response_hours":
		return optNum(q.FailureResponseHours, "quotes.v.hours")
	case "compensation":
		return compText(q.Compensation)
	case "valid_from":
		return q.ValidFrom
	case "valid_until":
		return unknownOr(q.ValidUntil)
	case "quoted_on":
		return q.QuotedOn
	case "source":
		return assets.T("quotes.source." + q.Source)
	case "notes":
		return q.Notes
	}
	return assets.T("quotes.raw_unused")
}

func enumOrUnknown(s string) string {
	if s == "" {
		return quotes.Unknown
	}
	return s
}

// compText describes a compensation rule in words that
// quotes.ParseCompensation reads back.
func compText(c quotes.Compensation) string {
	var s string
	switch c.Kind {
	case quotes.CompNone:
		s = assets.T("quotes.comp.none")
	case quotes.CompMultiple:
		k := 0.0
		if c.Multiple != nil {
			k = *c.Multiple
		}
		s = assets.T("quotes.comp.multiple", strconv.FormatFloat(k, 'f', -1, 64))
	case quotes.CompSLATiers:
		sla := "?"
		if c.SLAPct != nil {
			sla = fmtOpt(c.SLAPct)
		}
		s = assets.T("quotes.comp.sla", sla)
		var tiers []string
		for _, t := range c.Tiers {
			tiers = append(tiers, assets.T("quotes.comp.tier", fmtOpt(&t.BelowPct), fmtOpt(&t.CreditPct)))
		}
		if len(tiers) > 0 {
			s += assets.T("quotes.comp.tiers_sep") + strings.Join(tiers, assets.T("quotes.comp.list_sep"))
		}
	default:
		return assets.T("quotes.status.unknown")
	}
	if c.Voucher {
		s += assets.T("quotes.comp.voucher")
	}
	return s
}

// ---------------------------------------------------------------- status, delete, undo

func (s *quotesScreen) setStatus(text string, bad bool) {
	s.status.Importance = widget.MediumImportance
	if bad {
		s.status.Importance = widget.DangerImportance
	}
	s.status.SetText(text)
	s.undo.Hide()
}

func (s *quotesScreen) selected() (int, bool) {
	for _, i := range s.view {
		if s.norm[i].ID == s.selectedID && s.selectedID != 0 {
			return i, true
		}
	}
	return -1, false
}

// onDeleteSelected asks before deleting; the deletion can be undone.
func (s *quotesScreen) onDeleteSelected() {
	i, ok := s.selected()
	if !ok || s.showDeleted {
		return
	}
	q := s.norm[i]
	s.confirm = dialog.NewConfirm(assets.T("quotes.delete"), assets.T("quotes.delete_confirm", q.ID, quoteName(q)), func(yes bool) {
		s.confirm = nil
		if yes {
			s.deleteQuote(q)
		}
	}, s.u.win)
	s.confirm.SetConfirmText(assets.T("quotes.delete"))
	s.confirm.SetDismissText(assets.T("form.cancel"))
	s.confirm.SetConfirmImportance(widget.DangerImportance)
	s.confirm.Show()
}

// quoteName is vendor · offer · GPU, leaving out what is empty.
func quoteName(q quotes.Quote) string {
	var parts []string
	for _, p := range []string{q.Vendor, q.Offer, q.GPU} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, " · ")
}

func (s *quotesScreen) deleteQuote(q quotes.Quote) {
	if err := s.store.DeleteQuote(context.Background(), q.ID); err != nil {
		s.setStatus(errText(err), true)
		return
	}
	s.selectedID = 0
	s.reload()
	s.setStatus(assets.T("quotes.deleted", q.ID, q.Vendor), false)
	s.lastDeleted = q.ID
	s.undo.Show()
	s.u.setUndo(s.onUndo)
}

func (s *quotesScreen) onUndo() {
	if s.lastDeleted == 0 {
		return
	}
	id := s.lastDeleted
	s.lastDeleted = 0
	s.onRestore(id)
}

func (s *quotesScreen) onRestore(id int64) {
	if err := s.store.RestoreQuote(context.Background(), id); err != nil {
		s.setStatus(errText(err), true)
		return
	}
	if !s.showDeleted {
		s.selectedID = id
	}
	s.reload()
	s.setStatus(assets.T("quotes.restored", id), false)
}

// onConfirmReview settles a quote that needs review as it was read: the
// decision is stored beside the vendor's words and Compare ranks it.
func (s *quotesScreen) onConfirmReview(q quotes.Quote) {
	c, err := quotes.Confirm(q, quotes.Decision{}, time.Now().Format("2006-01-02"))
	if err == nil {
		_, err = s.store.SaveQuote(context.Background(), c)
	}
	if err != nil {
		s.setStatus(errText(err), true)
		return
	}
	s.selectedID = q.ID
	s.reload()
	s.setStatus(assets.T("import.ui.confirmed", q.ID), false)
}
