package quotes

import (
	"regexp"
	"strconv"
)

// reLeadingCards: a part that opens with the machine's card count and goes
// on to its links or form ("8卡 NVLink", "单机4卡 PCIe", "8 GPU NVSwitch").
var reLeadingCards = regexp.MustCompile(`^\s*(?:单机|每台|每机|整机)?\s*(\d{1,2})\s*-?\s*(?:卡|张|块|gpus?\b|cards?\b)`)

// leadingCards takes the card count off the front of a spec part before the
// part is read as a link, network or disk, so "8卡 NVLink" gives 8 cards and
// NVLink. A count after other words ("IB 400G 1卡1网") is no machine's count.
func (sp *Spec) leadingCards(low string) {
	if sp.GPUs != nil {
		return
	}
	if m := reLeadingCards.FindStringSubmatch(low); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= maxGPUsPerNode {
			sp.GPUs = &n
		}
	}
}
