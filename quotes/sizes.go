package quotes

import (
	"computecheck/msg"
	"regexp"
	"strconv"

	"strings"
)

var (
	reSize    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g|mb)?`)
	reSizeMul = regexp.MustCompile(`(\d+)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g)|(\d+(?:\.\d+)?)\s*(pb|tib|tb|t|gib|gb|g)\s*[x×*]\s*(\d+)`)
)

var sizeUnitsGB = func() map[string]float64 {
	m := map[string]float64{}
	for _, r := range numberRows("size_unit_gb") {
		m[r.word] = r.v
	}
	return m
}()

func sizeFactorGB(u string) float64 {
	if f, ok := sizeUnitsGB[u]; ok {
		return f
	}
	return 1
}

// ParseSizeGB reads a size in decimal GB ("2×3.84TB", "无"); a bare number
// is in defUnit; stated reports whether the cell named a unit.
func ParseSizeGB(s, defUnit string) (gb float64, stated bool, err error) {
	low, err := statedText(s)
	if err != nil {
		return 0, false, err
	}
	c := compact(low)
	if isNoneWord(low) || c == "0" {
		return 0, true, nil
	}
	if m := reDiskPieces.FindStringSubmatch(c); m != nil {
		// "两块1.92TB" as "2×1.92TB"
		n, ok := cnNumber(strings.ReplaceAll(m[1], "双", "二"))
		if d, err := strconv.Atoi(m[1]); err == nil {
			n, ok = float64(d), true
		}
		if ok && n >= 1 {
			c = strconv.Itoa(int(n)) + "×" + c[len(m[0]):]
		}
	}
	if m := reSizeMul.FindStringSubmatch(c); m != nil {
		var k, v float64
		var u string
		if m[1] != "" {
			k, _ = parseNum(m[1])
			v, _ = parseNum(m[2])
			u = m[3]
		} else {
			v, _ = parseNum(m[4])
			u = m[5]
			k, _ = parseNum(m[6])
		}
		return k * v * sizeFactorGB(u), true, nil
	}
	locs := reSize.FindAllStringSubmatch(c, -1)
	if len(locs) != 1 {
		return 0, false, cellErr("import.err.size", s)
	}
	m := locs[0]
	v, err := parseNum(m[1])
	if err != nil {
		return 0, false, err
	}
	rest := strings.Replace(c, m[0], "", 1)
	rest = strings.Trim(rest, "nvmessdu.2本地盘硬盘()[]:,")
	if rest != "" && !strings.ContainsAny(rest, "0123456789") && len([]rune(rest)) > 4 {
		return 0, false, cellErr("import.err.size", s)
	}
	u := m[2]
	if u == "" {
		return v * sizeFactorGB(defUnit), false, nil
	}
	return v * sizeFactorGB(u), true, nil
}

// bareNumber reads a cell that is only a number, its unit left to the
// caller (errNoUnit); nil, nil when the cell is more.
func bareNumber(low string) (*float64, error) {
	c := compact(low)
	if reNumber.FindString(c) != c {
		return nil, nil
	}
	v, err := parseNum(c)
	if err != nil {
		return nil, err
	}
	return &v, errNoUnit
}

// moneyPer is an amount per unit ("0.35元/GB"): groups currency mark,
// amount, currency word, then the unit's own.
const moneyPer = `([¥$€£]|us\$)?\s*(\d+(?:\.\d+)?)\s*(元|rmb|cny|usd|美元)?\s*(?:/|每|per)\s*`

// perGB reads a moneyPer match: the amount (per GB where group 4 is TB)
// and its currency.
func perGB(m []string) (float64, string) {
	v, _ := parseNum(m[2])
	if m[4] == "tb" || m[4] == "t" {
		v /= 1000
	}
	cur, _ := parseCurrency(m[1] + m[3])
	return v, cur
}

// Storage is what a storage-terms cell says.
type Storage struct {
	FreeGB          *float64
	PricePerGBMonth *float64
	Currency        string
	Assumed         msg.Msg // a conversion or assumption, for a warning
}

var (
	reStoragePrice = regexp.MustCompile(moneyPer + `(tb|gb|t|g)\s*(?:/|·|-|每|per|\s)*\s*(月|天|日|小时|时|month|mo|day|hour|hr|h)?`)
	reFreeAfter    = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(pb|tb|gb|t|g)\s*(?:以内|之内|内|以下)?\s*(?:免费|free)`)
	reFreeBefore   = regexp.MustCompile(`(?:免费|free|赠送|送|含)\s*(?:额度|空间|存储)?\s*:?\s*(\d+(?:\.\d+)?)\s*(pb|tb|gb|t|g)`)
)

// ParseStorage reads storage terms: "2TB内免费，超出0.35元/GB/月",
// "0.01元/GB/天" (at 30 days a month).
func ParseStorage(s string) (Storage, error) {
	return readThrough(&storageMemo, s, parseStorageUncached, Storage.clone)
}

// storageMemo: a storage column repeats its few terms down the rows.
var storageMemo memo[string, memoRead[Storage]]

// clone copies what st points to (see priceCell.clone).
func (st Storage) clone() Storage {
	st.FreeGB, st.PricePerGBMonth = clonePtr(st.FreeGB), clonePtr(st.PricePerGBMonth)
	return st
}

func parseStorageUncached(s string) (Storage, error) {
	var st Storage
	low, err := statedText(s)
	if err != nil {
		return st, err
	}
	if isFreeWord(low) {
		st.PricePerGBMonth = ptr(0.0)
		return st, nil
	}
	found := false
	for _, re := range []*regexp.Regexp{reFreeAfter, reFreeBefore} {
		if m := re.FindStringSubmatch(low); m != nil {
			v, _ := parseNum(m[1])
			st.FreeGB, found = ptr(v*sizeFactorGB(m[2])), true
			break
		}
	}
	if m := reStoragePrice.FindStringSubmatch(low); m != nil {
		v, cur := perGB(m)
		switch m[5] {
		case "天", "日", "day":
			v *= 30
			st.Assumed = mk("import.assume.storage_day")
		case "小时", "时", "hour", "hr", "h":
			v *= DefaultHoursPerMonth
			st.Assumed = mk("import.assume.storage_hour")
		case "":
			st.Assumed = mk("import.assume.storage_month")
		}
		st.PricePerGBMonth, st.Currency, found = ptr(v), cur, true
	}
	if found {
		return st, nil
	}
	if v, err := bareNumber(low); v != nil || err != nil {
		st.PricePerGBMonth = v
		return st, err
	}
	return st, cellErr("import.err.storage", s)
}

// Egress is what a traffic-terms cell says.
type Egress struct {
	PerGB        *float64
	PerMbpsMonth *float64 // bandwidth-billed instead of traffic-billed
	Currency     string
}

var (
	reEgressGB   = regexp.MustCompile(moneyPer + `(tb|gb|t|g)\b`)
	reEgressMbps = regexp.MustCompile(moneyPer + `(?:mbps|m|兆)\s*(?:/|·|-|每|per|\s)*\s*(月|month|mo)?`)
)

// ParseEgress reads traffic terms: "0.8元/GB", "免费", "20元/Mbps/月".
func ParseEgress(s string) (Egress, error) {
	var e Egress
	low, err := statedText(s)
	if err != nil {
		return e, err
	}
	if isFreeWord(low) || containsWord(low, "egress_free") {
		e.PerGB = ptr(0.0)
		return e, nil
	}
	if m := reEgressGB.FindStringSubmatch(low); m != nil {
		v, cur := perGB(m)
		e.PerGB, e.Currency = ptr(v), cur
		return e, nil
	}
	if m := reEgressMbps.FindStringSubmatch(low); m != nil {
		v, cur := perGB(m)
		e.PerMbpsMonth, e.Currency = ptr(v), cur
		return e, nil
	}
	if v, err := bareNumber(low); v != nil || err != nil {
		e.PerGB = v
		return e, err
	}
	return e, cellErr("import.err.egress", s)
}

// reDiskPieces: a disk count in pieces before a size ("2块", "两片").
var reDiskPieces = regexp.MustCompile(`^([0-9]{1,2}|[一二两双三四五六七八])(?:块|片|个)(?:盘)?`)

// a cell listing a machine's own disks ("4×3.84TB NVMe"), with no money
var (
	reLocalDisks      = regexp.MustCompile(`(?i)^\s*(?:\d{1,2}\s*[x×*]\s*)?\d+(?:\.\d+)?\s*(?:tb?|gb?)\b\s*(?:u\.2\s*)?(?:nvme|ssd)?\s*(?:ssd|盘|硬盘|本地盘)?\s*$`)
	reDiskCountOrKind = regexp.MustCompile(`(?i)^\s*\d{1,2}\s*[x×*]|nvme|ssd`)
	reDiskMoney       = regexp.MustCompile(`元|¥|￥|\$|usd|cny|rmb|/\s*(?:gb|tb|月|month)|免费|free|超出|内含|含`)
)

// localDisksOf reads a storage cell holding the machine's own disks, in TB.
func localDisksOf(text string) *float64 {
	low := strings.ToLower(strings.TrimSpace(text))
	if low == "" || reDiskMoney.MatchString(low) || !reLocalDisks.MatchString(low) {
		return nil
	}
	if !reDiskCountOrKind.MatchString(low) {
		return nil // "500GB" alone may be a cloud disk's allowance
	}
	var sp Spec
	sp.setNVMe(low)
	return sp.NVMeTB
}
