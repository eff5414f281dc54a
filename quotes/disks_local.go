package quotes

import (
	"regexp"
	"strings"
)

// reLocalDisks: a cell that lists a machine's own disks ("4×3.84TB NVMe",
// "2*7.68T SSD"): a count times a size, or a size with a disk word, and no
// money.
var (
	reLocalDisks      = regexp.MustCompile(`(?i)^\s*(?:\d{1,2}\s*[x×*]\s*)?\d+(?:\.\d+)?\s*(?:tb?|gb?)\b\s*(?:u\.2\s*)?(?:nvme|ssd)?\s*(?:ssd|盘|硬盘|本地盘)?\s*$`)
	reDiskCountOrKind = regexp.MustCompile(`(?i)^\s*\d{1,2}\s*[x×*]|nvme|ssd`)
	reDiskMoney       = regexp.MustCompile(`元|¥|￥|\$|usd|cny|rmb|/\s*(?:gb|tb|月|month)|免费|free|超出|内含|含`)
)

// localDisksOf reads a storage column's cell that holds the machine's local
// disks rather than storage terms (a 数据盘 column under 整机配置), in TB;
// nil for anything else.
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
