package app

import (
	"context"
	"errors"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/present"
	"computecheck/quotes"
)

// ---------------------------------------------------------------- FX rates

// fxEditor lists the stored exchange rates and sets new ones.
type fxEditor struct {
	list     *fyne.Container
	currency *dialogSelectEntry
	rate     *dialogEntry
	date     *dialogEntry
	err      *widget.Label
	save     *widget.Button
}

func (s *quotesScreen) onFXRates() { s.onFXRatesFor("") }

// onFXRatesFor opens the rates dialog with currency ("" for none) chosen.
func (s *quotesScreen) onFXRatesFor(currency string) {
	f := &fxEditor{list: container.NewVBox()}
	s.fx = f
	f.currency = newDialogSelectEntry([]string{"USD", "EUR", "HKD", "SGD", "GBP", "JPY"})
	f.currency.SetPlaceHolder("USD")
	if currency != "" && currency != "CNY" {
		f.currency.SetText(currency)
	}
	f.rate = newDialogEntry()
	f.rate.SetPlaceHolder(assets.T("quotes.fx_rate_hint"))
	f.date = newDialogEntry()
	f.date.SetText(s.today())
	f.err = widget.NewLabel("")
	f.err.Importance = widget.DangerImportance
	f.err.Wrapping = textWrap()
	f.err.Hide()
	f.save = widget.NewButton(assets.T("quotes.fx_save"), func() {
		if err := s.saveFXRate(f.currency.Text, f.rate.Text, f.date.Text); err != nil {
			f.err.SetText(errText(err))
			f.err.Show()
			return
		}
		f.err.Hide()
		f.rate.SetText("")
		s.refreshFXList()
	})
	f.save.Importance = widget.HighImportance
	s.refreshFXList()
	intro := widget.NewLabel(assets.T("quotes.fx_intro", reportingCurrency(s.opts)))
	intro.Wrapping = textWrap()
	form := widget.NewForm(
		widget.NewFormItem(assets.T("quotes.fx_currency"), f.currency),
		widget.NewFormItem(assets.T("quotes.fx_rate"), f.rate),
		widget.NewFormItem(assets.T("quotes.fx_date"), f.date),
	)
	// The error line keeps its room (two lines) when empty: showing an
	// error must not move the fields under the pointer.
	errRoom := canvas.NewRectangle(color.Transparent)
	errRoom.SetMinSize(fyne.NewSize(1, 2*widget.NewLabel("Ag").MinSize().Height-theme.InnerPadding()))
	content := container.NewBorder(intro, container.NewVBox(form, container.NewStack(errRoom, f.err), container.NewHBox(f.save)), nil, nil,
		container.NewVScroll(f.list))
	d := dialog.NewCustom(assets.T("quotes.fx_title"), assets.T("quotes.close"), content, s.u.win)
	d.Resize(fyne.NewSize(560, 520))
	// Enter saves the rate typed (the dialog stays open for the next); Esc closes.
	s.u.showDialog(d, f.save, nil)
}

func (s *quotesScreen) refreshFXList() {
	f := s.fx
	if f == nil {
		return
	}
	f.list.RemoveAll()
	rates, err := s.store.FXRates(context.Background())
	if err != nil {
		f.list.Add(widget.NewLabel(errText(err)))
		return
	}
	if len(rates) == 0 {
		f.list.Add(widget.NewLabel(assets.T("quotes.fx_none")))
	}
	for _, r := range rates {
		r := r
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			if err := s.store.DeleteFXRate(context.Background(), r.Currency, r.Date); err != nil {
				f.err.SetText(errText(err))
				f.err.Show()
				return
			}
			s.refreshFXList()
			s.reload()
		})
		del.Importance = widget.LowImportance
		f.list.Add(container.NewBorder(nil, nil, nil, del,
			widget.NewLabel(assets.T("quotes.fx_line", r.Currency, strconv.FormatFloat(r.ToCNY, 'f', -1, 64), r.Date))))
	}
}

// saveFXRate checks and stores a rate, then shows the prices it unlocks.
func (s *quotesScreen) saveFXRate(currency, rate, date string) error {
	c, err := quotes.ParseCurrency(currency)
	if err != nil || c == "CNY" {
		return errors.New(assets.T("quotes.fx_bad_currency"))
	}
	v, err := quotes.ParseNumber(rate)
	if err != nil || !(v > 0) || v > 1e6 {
		return errors.New(assets.T("quotes.fx_bad_rate"))
	}
	d, err := quotes.ParseDate(date)
	if err != nil {
		return errors.New(assets.T("quotes.fx_bad_date"))
	}
	if err := s.store.SetFXRate(context.Background(), quotes.FXRate{Currency: c, ToCNY: v, Date: d}); err != nil {
		return err
	}
	s.reload()
	s.setStatus(assets.T("quotes.fx_saved", c, strconv.FormatFloat(v, 'f', -1, 64), d), false)
	return nil
}

// ---------------------------------------------------------------- editor

// enumSelect is a Select whose options are translated labels of values.
type enumSelect struct {
	*dialogSelect
	values []string
}

func newEnumSelect(prefix string, values []string, changed func()) *enumSelect {
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = assets.T(prefix + v)
	}
	e := &enumSelect{values: values}
	e.dialogSelect = newDialogSelect(labels, func(string) {
		if changed != nil {
			changed()
		}
	})
	return e
}

func (e *enumSelect) value() string {
	if i := e.SelectedIndex(); i >= 0 {
		return e.values[i]
	}
	return ""
}

func (e *enumSelect) set(v string) {
	for i, x := range e.values {
		if x == v {
			e.SetSelectedIndex(i)
			return
		}
	}
}

func boolValue(b *bool) string {
	switch {
	case b == nil:
		return quotes.Unknown
	case *b:
		return "yes"
	}
	return "no"
}

func boolOf(v string) *bool {
	switch v {
	case "yes":
		return ptrTo(true)
	case "no":
		return ptrTo(false)
	}
	return nil
}

func ptrTo[T any](v T) *T { return &v }

// quoteForm adds or edits one quote. Every field can be left unknown
// (blank, or 未知), and stays unknown: nil, never 0.
type quoteForm struct {
	s       *quotesScreen
	orig    quotes.Quote // ID 0 for a new quote
	e       map[string]*dialogEntry
	sel     map[string]*enumSelect
	gpu     *dialogSelect
	cur     *dialogSelectEntry
	errs    map[string]*widget.Label
	prefill map[string]string // the entry texts the form opened with
	comp    *widget.Label     // how the compensation text reads
	top     *widget.Label
	save    *widget.Button
	dlg     *dialog.CustomDialog
	shown   map[string]bool // fields whose error may show (touched, or after Save)
	ready   bool            // built and filled: changes are the user's
}

var errRequired = errors.New("required")

// openForm edits q (a stored quote as stored), or a new quote when nil.
func (s *quotesScreen) openForm(q *quotes.Quote) {
	f := &quoteForm{s: s, e: map[string]*dialogEntry{}, sel: map[string]*enumSelect{}, errs: map[string]*widget.Label{},
		prefill: map[string]string{}, shown: map[string]bool{}}
	if q != nil {
		f.orig = *q
	} else {
		f.orig = quotes.Quote{Currency: "CNY", Source: quotes.SourceDocument, IntraNode: quotes.Unknown, InterNode: quotes.Unknown,
			Compensation: quotes.Compensation{Kind: quotes.CompUnknown}, Raw: map[string]string{}}
	}
	s.form = f
	o := f.orig
	entry := func(key, text, hint string) *dialogEntry {
		e := newDialogEntry()
		e.SetText(text)
		if hint != "" {
			e.SetPlaceHolder(hint)
		}
		f.prefill[key] = text
		f.e[key] = e
		e.OnChanged = func(string) { f.onChanged(key) }
		return e
	}
	unknownHint := assets.T("quotes.f.unknown_hint")
	intText := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	price := ""
	if o.Price > 0 {
		price = strconv.FormatFloat(o.Price, 'f', -1, 64)
	}
	termIn := func(t *quotes.Term) string {
		if t == nil {
			return ""
		}
		return present.TermText(t, assets.Lang())
	}
	compIn := ""
	if o.Compensation.Kind != "" && o.Compensation.Kind != quotes.CompUnknown {
		compIn = o.Raw["compensation"]
		if compIn == "" {
			compIn = compText(o.Compensation)
		}
	}

	ids := make([]string, 0, len(s.u.feed.gpus())+1)
	for _, g := range s.u.feed.gpus() {
		ids = append(ids, g.ID)
	}
	if o.GPU != "" && !slices.Contains(ids, o.GPU) {
		ids = append(ids, o.GPU)
	}
	f.gpu = newDialogSelect(ids, func(string) { f.onChanged("gpu") })
	f.gpu.PlaceHolder = assets.T("quotes.f.gpu_pick")
	if o.GPU != "" {
		f.gpu.Selected = o.GPU
	}
	unitSel := newEnumSelect("quotes.unit_long.", quotes.PriceUnits, func() { f.onChanged("price_unit") })
	unitSel.PlaceHolder = assets.T("quotes.f.unit_pick")
	unitSel.set(o.PriceUnit)
	f.sel["price_unit"] = unitSel
	f.cur = newDialogSelectEntry(reportingCurrencies)
	f.cur.SetText(o.Currency)
	f.prefill["currency"] = o.Currency
	f.cur.OnChanged = func(string) { f.onChanged("currency") }
	tri := func(key string, b *bool) *enumSelect {
		e := newEnumSelect("quotes.tri.", []string{"yes", "no", quotes.Unknown}, nil)
		e.set(boolValue(b))
		f.sel[key] = e
		return e
	}
	intra := newEnumSelect("quotes.intra.", []string{quotes.IntraNVLink, quotes.IntraPCIe, quotes.IntraHCCS, quotes.Unknown}, nil)
	intra.set(enumOrUnknown(o.IntraNode))
	f.sel["intra_node"] = intra
	inter := newEnumSelect("quotes.inter.", []string{quotes.InterIB, quotes.InterRoCE, quotes.InterEther, quotes.InterNone, quotes.Unknown}, nil)
	inter.set(enumOrUnknown(o.InterNode))
	f.sel["inter_node"] = inter
	source := newEnumSelect("quotes.source.", []string{quotes.SourceEmail, quotes.SourceCall, quotes.SourceDocument, quotes.SourceImport}, nil)
	source.set(o.Source)
	f.sel["source"] = source
	notes := newDialogMultiLineEntry()
	notes.SetText(o.Notes)
	notes.SetMinRowsVisible(2)
	f.e["notes"] = notes
	f.comp = widget.NewLabel("")
	f.comp.Importance = widget.LowImportance
	f.comp.Wrapping = textWrap()

	item := func(labelKey, field string, w fyne.CanvasObject) *widget.FormItem {
		e := widget.NewLabel("")
		e.Importance = widget.DangerImportance
		e.Wrapping = textWrap()
		e.Hide()
		f.errs[field] = e
		return widget.NewFormItem(assets.T(labelKey), container.NewVBox(w, e))
	}
	two := func(a, b fyne.CanvasObject) fyne.CanvasObject { return container.NewGridWithColumns(2, a, b) }
	form := widget.NewForm(
		item("quotes.field.vendor", "vendor", entry("vendor", o.Vendor, assets.T("quotes.f.required"))),
		item("quotes.field.offer", "offer", entry("offer", o.Offer, "")),
		item("quotes.field.gpu", "gpu", f.gpu),
		item("quotes.field.gpus_per_node", "gpus_per_node", entry("gpus_per_node", intText(o.GPUsPerNode), unknownHint)),
		item("quotes.field.nodes", "nodes", entry("nodes", intText(o.Nodes), unknownHint)),
		item("quotes.field.price", "price", container.NewGridWithColumns(3, entry("price", price, assets.T("quotes.f.price_hint")), unitSel.dialogSelect, f.cur)),
		item("quotes.field.min_term", "min_term", entry("min_term", termIn(o.MinTerm), assets.T("quotes.f.term_hint"))),
		item("quotes.field.billing_increment", "billing_increment", entry("billing_increment", termIn(o.BillingIncrement), assets.T("quotes.f.increment_hint"))),
		item("quotes.field.release_idle", "release_idle", tri("release_idle", o.ReleaseIdle).dialogSelect),
		item("quotes.field.intra_node", "intra_node", intra.dialogSelect),
		item("quotes.f.inter", "inter_node_gbps", two(inter.dialogSelect, entry("inter_node_gbps", fmtOpt(o.InterNodeGbps), assets.T("quotes.f.gbps_hint")))),
		item("quotes.field.local_nvme_tb", "local_nvme_tb", entry("local_nvme_tb", fmtOpt(o.LocalNVMeTB), assets.T("quotes.f.nvme_hint"))),
		item("quotes.field.storage", "storage", two(entry("storage_free_gb", fmtOpt(o.StorageFreeGB), assets.T("quotes.f.storage_free_hint")),
			entry("storage_price_per_gb_month", fmtOpt(o.StoragePricePerGBMonth), assets.T("quotes.f.storage_price_hint")))),
		item("quotes.field.egress_price_per_gb", "egress_price_per_gb", entry("egress_price_per_gb", fmtOpt(o.EgressPricePerGB), assets.T("quotes.f.egress_hint"))),
		item("quotes.field.fees", "fees", two(entry("image_fee", fmtOpt(o.ImageFee), assets.T("quotes.f.image_fee_hint")),
			entry("setup_fee", fmtOpt(o.SetupFee), assets.T("quotes.f.setup_fee_hint")))),
		item("quotes.field.resume_supported", "resume_supported", tri("resume_supported", o.ResumeSupported).dialogSelect),
		item("quotes.field.compensation", "compensation", container.NewVBox(entry("compensation", compIn, assets.T("quotes.f.comp_hint")), f.comp)),
		item("quotes.field.valid_until", "valid_until", entry("valid_until", o.ValidUntil, assets.T("quotes.f.date_hint"))),
		item("quotes.field.source", "source", source.dialogSelect),
		item("quotes.field.notes", "notes", notes),
	)
	for _, it := range f.packItems(o) { // prepaid packs (quotes_edit_pack.go)
		form.AppendItem(it)
	}
	f.ready = true
	f.onChanged("compensation")
	f.shown = map[string]bool{}
	f.top = widget.NewLabel("")
	f.top.Importance = widget.DangerImportance
	f.top.Wrapping = textWrap()
	f.top.Hide()
	f.save = widget.NewButton(assets.T("form.save"), f.onSave)
	f.save.Importance = widget.HighImportance
	cancel := widget.NewButton(assets.T("form.cancel"), func() { f.dlg.Hide(); s.form = nil })
	title := assets.T("quotes.f.new")
	if o.ID != 0 {
		title = assets.T("quotes.f.edit", o.ID)
	}
	foot := container.NewVBox(f.top, container.NewHBox(cancel, f.save))
	f.dlg = dialog.NewCustomWithoutButtons(title, container.NewBorder(nil, foot, nil, nil, container.NewVScroll(form)), s.u.win)
	f.dlg.Resize(fyne.NewSize(780, 760))
	s.u.showDialog(f.dlg, f.save, cancel)
	s.u.win.Canvas().Focus(f.e["vendor"])
}

// onChanged checks one field as it is typed; the others keep their state.
func (f *quoteForm) onChanged(key string) {
	if !f.ready {
		return // still being filled
	}
	if key == "compensation" {
		f.comp.SetText("")
		if t := strings.TrimSpace(f.e["compensation"].Text); t != "" {
			if c, err := quotes.ParseCompensation(t); err == nil {
				f.comp.SetText(assets.T("quotes.f.comp_reads", compText(c)))
			}
		} else {
			f.comp.SetText(assets.T("quotes.f.comp_reads", assets.T("quotes.status.unknown")))
		}
	}
	f.shown[fieldGroup(key)] = true
	q := f.start()
	f.show(f.parse(&q))
}

// start is the quote the form edits, with a Raw map of its own.
func (f *quoteForm) start() quotes.Quote {
	q := f.orig
	q.Edits = append([]quotes.Edit(nil), f.orig.Edits...)
	q.Raw = make(map[string]string, len(f.orig.Raw))
	for k, v := range f.orig.Raw {
		q.Raw[k] = v
	}
	return q
}

// fieldGroup is the error line a field reports to.
func fieldGroup(key string) string {
	switch key {
	case "price_unit", "currency":
		return "price"
	case "storage_free_gb", "storage_price_per_gb_month":
		return "storage"
	case "image_fee", "setup_fee":
		return "fees"
	case "pack_gpu_hours", "pack_million_tokens", "pack_price", "pack_valid_days":
		return "pack"
	}
	return key
}

func (f *quoteForm) show(errs map[string]error) {
	for k, l := range f.errs {
		if err, bad := errs[k]; bad && f.shown[k] {
			l.SetText(errText(err))
			l.Show()
		} else {
			l.Hide()
		}
	}
}

// parse reads the form into q; the errors are keyed by error line.
func (f *quoteForm) parse(q *quotes.Quote) map[string]error {
	errs := map[string]error{}
	fail := func(key string, err error) {
		if _, dup := errs[fieldGroup(key)]; !dup {
			errs[fieldGroup(key)] = err
		}
	}
	msg := func(key string, args ...any) error { return errors.New(assets.T(key, args...)) }
	txt := func(k string) string { return strings.TrimSpace(f.e[k].Text) }
	changed := func(k string) bool { return f.e[k].Text != f.prefill[k] }
	// The vendor's words stay as they came (Raw); the user's change of a
	// quote read from a file is kept beside them, with its date. A quote
	// entered by hand has no vendor text: what is typed is its own.
	imported := f.orig.SourceFile != ""
	today := time.Now().Format("2006-01-02")
	keepRaw := func(k string) {
		if !changed(k) {
			return
		}
		t := txt(k)
		if imported {
			q.Edits = append(q.Edits, quotes.Edit{Field: k, Vendor: f.orig.Raw[k], Value: t, On: today})
			return
		}
		if t != "" {
			q.Raw[k] = t
		} else {
			delete(q.Raw, k)
		}
	}

	if q.Vendor = txt("vendor"); q.Vendor == "" {
		fail("vendor", msg("quotes.f.err_required"))
	}
	q.Offer = txt("offer")
	if q.GPU = f.gpu.Selected; q.GPU == "" {
		fail("gpu", msg("quotes.f.err_required"))
	}
	count := func(k string, max int) *int {
		t := txt(k)
		if t == "" {
			return nil
		}
		n, err := quotes.ParseCount(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil
		}
		if err != nil || n < 1 || n > max {
			fail(k, msg("quotes.f.err_count", max))
			return nil
		}
		return &n
	}
	q.GPUsPerNode = count("gpus_per_node", 64)
	q.Nodes = count("nodes", 100000)

	if changed("price") || q.Price <= 0 {
		p, err := quotes.ParsePrice(txt("price"))
		switch {
		case errors.Is(err, quotes.ErrEmpty) && f.packTyped():
			q.Price, q.PriceText = 0, "" // a pack without an overage rate
		case errors.Is(err, quotes.ErrEmpty):
			fail("price", msg("quotes.f.err_required"))
		case errors.Is(err, quotes.ErrNegotiable):
			fail("price", msg("quotes.f.err_negotiable"))
		case err != nil && plainNumber(txt("price")):
			// A plain number the vendor parser does not take (1e308,
			// 99999999999): the bounds check on saving (Validate) names
			// its range and why, as a file's import does.
			v, _ := strconv.ParseFloat(strings.ReplaceAll(txt("price"), ",", ""), 64)
			q.Price, q.PriceText = v, txt("price")
		case err != nil || !(p.Value > 0):
			fail("price", msg("quotes.f.err_price"))
		default:
			q.Price = p.Value
			q.PriceText = txt("price")
			if p.TaxIncluded != nil {
				q.TaxIncluded = p.TaxIncluded
			}
			keepRaw("price")
		}
	}
	f.parsePack(q, fail)
	if q.PriceUnit = f.sel["price_unit"].value(); q.PriceUnit == "" && !(f.packTyped() && q.Price == 0) {
		fail("price_unit", msg("quotes.f.err_unit"))
	}
	if f.packTyped() && q.Price == 0 {
		q.PriceUnit = "" // no overage: the unit has nothing to price
	}
	if imported && q.PriceUnit != "" && q.PriceUnit != f.orig.PriceUnit {
		q.Edits = append(q.Edits, quotes.Edit{Field: "price_unit", Vendor: strings.TrimSpace(f.orig.Raw["price"] + " " + f.orig.Raw["price_unit"]),
			Value: q.PriceUnit, On: today})
	}
	if imported && q.NeedsReview && (changed("price") || changed("gpus_per_node") || q.PriceUnit != f.orig.PriceUnit) {
		// the user has settled what the file left open
		q.Edits = append(q.Edits, quotes.Edit{Field: "review", Vendor: strings.Join(quotes.RenderAll(q.ReviewReasons, "en"), "; "), Value: "confirmed", On: today})
		q.NeedsReview, q.ReviewReasons = false, nil
	}
	if c, err := quotes.ParseCurrency(f.cur.Text); err != nil || c == "" {
		fail("currency", msg("quotes.f.err_currency"))
	} else {
		q.Currency = c
	}

	hpm := f.s.opts.HoursPerMonth
	term := func(k string, cur *quotes.Term) (*quotes.Term, *float64) {
		if !changed(k) {
			if cur == nil {
				return nil, nil
			}
			return cur, ptrTo(cur.Hours(hpm))
		}
		keepRaw(k)
		t := txt(k)
		if t == "" {
			return nil, nil
		}
		v, err := quotes.ParseTerm(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil, nil
		}
		if err != nil {
			if v.Unit == "" && v.Value > 0 {
				fail(k, msg("quotes.f.err_term_unit"))
			} else {
				fail(k, msg("quotes.f.err_term"))
			}
			return nil, nil
		}
		return &v, ptrTo(v.Hours(hpm))
	}
	q.MinTerm, q.MinHours = term("min_term", q.MinTerm)
	q.BillingIncrement, q.BillingIncrementHours = term("billing_increment", q.BillingIncrement)
	q.ReleaseIdle = boolOf(f.sel["release_idle"].value())
	q.ResumeSupported = boolOf(f.sel["resume_supported"].value())
	if v := f.sel["intra_node"].value(); v != enumOrUnknown(q.IntraNode) {
		q.IntraNode, q.IntraNodeGBps, q.PCIeGen = v, nil, nil
	}
	q.InterNode = f.sel["inter_node"].value()

	num := func(k string, cur *float64) *float64 {
		if !changed(k) {
			return cur
		}
		keepRaw(k)
		t := txt(k)
		if t == "" {
			return nil
		}
		v, err := quotes.ParseNumber(t)
		if errors.Is(err, quotes.ErrNotStated) {
			return nil
		}
		if err != nil || v < 0 || v > 1e9 {
			fail(k, msg("quotes.f.err_number"))
			return nil
		}
		return &v
	}
	q.InterNodeGbps = num("inter_node_gbps", q.InterNodeGbps)
	if q.InterNode == quotes.InterNone {
		q.InterNodeGbps = ptrTo(0.0)
	}
	q.LocalNVMeTB = num("local_nvme_tb", q.LocalNVMeTB)
	q.StorageFreeGB = num("storage_free_gb", q.StorageFreeGB)
	q.StoragePricePerGBMonth = num("storage_price_per_gb_month", q.StoragePricePerGBMonth)
	q.EgressPricePerGB = num("egress_price_per_gb", q.EgressPricePerGB)
	q.ImageFee = num("image_fee", q.ImageFee)
	q.SetupFee = num("setup_fee", q.SetupFee)

	if changed("compensation") {
		keepRaw("compensation")
		if t := txt("compensation"); t == "" {
			q.Compensation = quotes.Compensation{Kind: quotes.CompUnknown}
		} else if c, err := quotes.ParseCompensation(t); err != nil && !errors.Is(err, quotes.ErrNotStated) {
			fail("compensation", msg("quotes.f.err_comp"))
		} else {
			q.Compensation = c
		}
	}
	if changed("valid_until") {
		keepRaw("valid_until")
		if t := txt("valid_until"); t == "" {
			q.ValidUntil = ""
		} else if d, err := quotes.ParseDate(t); err != nil {
			fail("valid_until", msg("quotes.f.err_date"))
		} else {
			q.ValidUntil = d
		}
	}
	q.Source = f.sel["source"].value()
	q.Notes = strings.TrimSpace(f.e["notes"].Text)
	return errs
}

// plainNumber: t is one positive number in Go's float syntax (1e308,
// 1,000), whatever its size.
func plainNumber(t string) bool {
	v, err := strconv.ParseFloat(strings.ReplaceAll(t, ",", ""), 64)
	return v > 0 && (err == nil || errors.Is(err, strconv.ErrRange))
}

// onSave keeps the dialog open, with the reasons beside the fields, until
// the quote is valid.
func (f *quoteForm) onSave() {
	q := f.start()
	for k := range f.errs {
		f.shown[k] = true
	}
	errs := f.parse(&q)
	f.show(errs)
	if len(errs) > 0 {
		f.top.SetText(assets.T("quotes.f.fix"))
		f.top.Show()
		return
	}
	// A number out of its bounds is named in the user's language (msg.Text).
	if err := q.Validate(); err != nil {
		f.top.SetText(msg.Text(err, assets.Lang()))
		f.top.Show()
		return
	}
	id, err := f.s.store.SaveQuote(context.Background(), q)
	if err != nil {
		f.top.SetText(msg.Text(err, assets.Lang()))
		f.top.Show()
		return
	}
	f.dlg.Hide()
	f.s.form = nil
	f.s.selectedID = id
	if f.s.showDeleted {
		f.s.showDeleted = false
		f.s.deletedChk.SetChecked(false)
	} else {
		f.s.reload()
	}
	f.s.setStatus(assets.T("quotes.saved", id, q.Vendor), false)
}
