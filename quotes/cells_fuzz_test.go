package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Fuzz targets for the readers added for unseen vendor files: the file
// number style, signature lines and header scales. None may panic; what
// they return must hold its promises.

func FuzzNumberStyle(f *testing.F) {
	for _, s := range []string{"Modell;Preis\nA100;3,75\nH100;1 980,50", "a;b\n1.250,00;2,5", "x\t7,560\t8,25", "1 200 300;4",
		"q;1,5;2.5", "", ";;;", "9,\n,9", "1\u202f000,5;2,25"} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, semi bool) {
		if !utf8.ValidString(s) {
			return
		}
		delim := ','
		if semi {
			delim = ';'
		}
		tb := &table{}
		for _, line := range strings.Split(s, "\n") {
			tb.rows = append(tb.rows, strings.Split(line, string(delim)))
		}
		m, ok := numberStyle(tb, delim)
		if ok && m.Key == "" {
			t.Fatalf("restyled with no warning: %q", s)
		}
		if !ok {
			return
		}
		for _, row := range tb.rows {
			for _, c := range row {
				if reEUCell.MatchString(strings.ToLower(strings.TrimSpace(c))) && m.Key == "import.warn.decimal_comma_file" {
					t.Fatalf("cell %q left in the European style", c)
				}
			}
		}
	})
}

func FuzzVendorFromSignature(f *testing.F) {
	for _, s := range []string{"澄湾算力 销售部 周工 139 0000 0000", "—— 北溟科技 商务经理 李女士", "Ridgeback Cloud, sales@ridgeback.example",
		"联系人：周工 139-0000-0000", "以上价格含税。", "", "a@b.c", "1. 交付条款 139 0000 0000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := vendorFromSignature(s)
		if v != "" && (notAVendorName(v) || !strings.Contains(s, v)) {
			t.Fatalf("vendorFromSignature(%q) = %q", s, v)
		}
		_ = vendorFromTitle(s)
	})
}

func FuzzHeaderScale(f *testing.F) {
	for _, s := range []string{"季租(万元/台)", "包年价（千元/台）", "Price (kUSD)", "单价(元/卡/时)", "", "万", "$ thousands"} {
		f.Add(s, "12.5")
	}
	f.Fuzz(func(t *testing.T, h, cell string) {
		k, words := headerScale(h)
		if k != 1 && k != 1e3 && k != 1e4 && k != 1e6 && k != 1e8 || (k == 1) != (words == "") {
			t.Fatalf("headerScale(%q) = %v %q", h, k, words)
		}
		v, _, ok := scaleBare(h, "", "", cell, 2)
		if ok && v != 2*k && !within(v, 2*k) {
			t.Fatalf("scaleBare(%q, %q) = %v", h, cell, v)
		}
	})
}
