package quotes

import (
	"slices"
	"testing"
)

// Review 1 (the host column rule, hostColumn): a 供应商 column of
// lower-case numbered vendor codes is the vendor; only a column headed by a
// word naming the machine (host, 主机名) of host names is held out.
// Fails before the mend (the rows were stored under no vendor / refused).
func TestVendorCodeColumnIsNoHostColumn(t *testing.T) {
	res, err := Read("codes.csv", csvOf("供应商,GPU型号,卡数,价格,计费单位",
		"vendor-01,L20,8,2.2,元/卡/时",
		"supplier_2,RTX 4090,8,1.7,元/卡/时",
		"cloud-3,A800,8,5.9,元/卡/时"))
	if err != nil || len(res.Quotes) != 3 {
		t.Fatalf("%v %+v", err, res.Problems)
	}
	for i, want := range []string{"vendor-01", "supplier_2", "cloud-3"} {
		if v := res.Quotes[i].Vendor; v != want {
			t.Errorf("row %d vendor %q, want %q", i, v, want)
		}
	}
}

// Review 2: a bracket closes a tax clause; the if inside it is dropped, the
// tax word before it kept. Fails before the mend (tax nil).
func TestTaxConditionInBracket(t *testing.T) {
	for in, want := range map[string]string{
		"含税(如需专票另加3%)":   "含税",
		"含税（如需专票另加3%）":   "含税",
		"不含税【如需开票加6%】":   "不含税",
		"含税的话1.8，不含税1.6": "不含税",
	} {
		if _, got := taxIn(norm(in)); got != want {
			t.Errorf("taxIn(%q) = %q, want %q", in, got, want)
		}
	}
}

// Review 3: a role word signs a last clause only as a word of its own after
// the company, before who signs or when; fails before the mend (岷江算力
// read from "运维群" and from "商务 合作"-like clauses with no signer).
func TestRoleSignsOnlyCompanyRoleWho(t *testing.T) {
	for line, want := range map[string]string{
		"# 价格由计费系统同步；岷江算力 运维 张 2027-01-05": "岷江算力",
		"# 价格由计费系统同步；岷江算力 商务部 2027-01-05":  "岷江算力",
		"# 说明；岷江算力 运维群":                    "",
		"价格每周同步；由岷江算力团队托管":                 "",
		"详见附件；岷江算力 商务 合作伙伴优先":              "",
	} {
		if v, _ := signedVendor([]string{line}); v != want {
			t.Errorf("signedVendor(%q) = %q, want %q", line, v, want)
		}
	}
	if v := vendorFromSignature("岷江算力 运维群 每周更新"); v != "" {
		t.Errorf("vendorFromSignature read %q from a role inside a word", v)
	}
}

// Review 4: the roles are read once: sign-offs (敬上, 特此通知) are no roles
// and are not cut off a name; departments are. Fails before the mend.
func TestStaffRolesAreOneReading(t *testing.T) {
	for in, want := range map[string]string{"岷江算力敬上": "岷江算力敬上", "岷江算力特此通知": "岷江算力特此通知", "岷江算力商务部": "岷江算力", "岷江算力运维": "岷江算力"} {
		if got, _ := trimStaffRole(in); got != want {
			t.Errorf("trimStaffRole(%q) = %q, want %q", in, got, want)
		}
	}
	for _, r := range staffRoles {
		if !reRoleSignature.MatchString("岷江算力 " + r + " 张") {
			t.Errorf("role %q: no signature", r)
		}
	}
}

// Review 5: a piece whose machine opens it is its counts and the price
// still to come ("8卡 面议": addPieces, noPriceTail, one rule for both
// branches' lines); review 6: a piece opening with no figure or card word
// is not spec-read (mayLeadSpec).
func TestPendingAfterMachine(t *testing.T) {
	for in, want := range map[string]bool{"8卡 面议": true, "24g 8卡 待定": true, "8卡 电话沟通": false} {
		if got := pendingPiece(in); got != want {
			t.Errorf("%q pending = %v", in, got)
		}
	}
	for in, want := range map[string]bool{"8卡 面议": true, "单卡 1.8": true, "x8 1.8": true, "价格待定": false, "面议": false} {
		if mayLeadSpec(in) != want {
			t.Errorf("mayLeadSpec(%q) != %v", in, want)
		}
	}
}

// set75/08, another engineer's console export: a listing's status (在售) and
// a verb phrase (导出自) are never a seller's name; the part before a
// title's separator whose rest opens with the status sells (title_status_verb
// VN0601-0618). Fails before (在售, 导出自).
func TestTitleStatusAndVerbAreNoName(t *testing.T) {
	for line, want := range map[string]string{
		"岷山资源 · 在售GPU资源汇总（2027年1月，每周更新）": "岷山资源",
		"# 导出自 某云控制台 2027-01-02":         "某云", // stop 46 (MK0021): the cloud whose console the file was exported from sells
		"在售GPU资源汇总":                      "",
		"龙泉驿算力港 供应商报价 2026-12":           "龙泉驿算力港",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// set76/06: a title row under the header, above the first data row, names
// the vendor. Fails before (every row refused: vendor is missing).
func TestTitleUnderHeaderNamesVendor(t *testing.T) {
	res, err := Read("t.csv", csvOf("型号,卡数,价格,计费单位",
		"岷山算力港 供应商报价 2027-01,,,",
		"L20,8,2.2,元/卡/时",
		"RTX 4090,8,1.7,元/卡/时"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%v %+v", err, res.Problems)
	}
	if v := res.Quotes[0].Vendor; v != "岷山算力港" {
		t.Errorf("vendor %q, want 岷山算力港", v)
	}
}

// pendingPiece: whether the prose reader takes a price still to come from
// piece in (a GPU named before it).
func pendingPiece(in string) bool {
	pre, _ := addPieces(nil, nil, readPiece, in, false)
	return slices.ContainsFunc(pre, func(p prosePiece) bool { return p.kind == piecePending })
}
