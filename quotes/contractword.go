package quotes

import (
	"regexp"
	"strings"
)

// reContractWord: a word after a plan saying it is signed as a contract
// ("包年合同", "包季合约", "年付协议", "annual plan contract").
var reContractWord = regexp.MustCompile(`(?i)\s*(?:合同|合约|协议|签约|contract|agreement)$`)

// stripContractWord takes the contract word off a plan clause, so "包年合同"
// reads as the plan 包年. A clause that is only the word stays as it is.
func stripContractWord(s string) string {
	t := strings.TrimSpace(reContractWord.ReplaceAllString(strings.TrimSpace(s), ""))
	if t == "" {
		return s
	}
	return t
}
