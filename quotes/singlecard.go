package quotes

import "regexp"

// reSingleCardMachine: a machine or instance of one card named in words
// ("单卡云主机", "单卡实例", "single-GPU VM"), with no digit to read.
// A bare "单卡" is left alone: beside a price it is the basis, not a count.
var reSingleCardMachine = regexp.MustCompile(`^(?:单卡|一卡|单gpu|single-?gpu|single-?card|one-?gpu)(?:云主机|主机|云服务器|服务器|实例|机器|机型|容器|云容器|vm|instance|server|machine|host|container|box)$`)

// singleCardMachine reads such a cell as one card per machine.
func singleCardMachine(s string) (int, bool) {
	if reSingleCardMachine.MatchString(compact(norm(s))) {
		return 1, true
	}
	return 0, false
}
