package quotes

import "regexp"

// reSpecScope is a word saying the cell describes one machine, before the
// parts ("单台：GPU 8×L40S；CPU …", "Per node: 8x H100 …"): it is taken off
// so the label after it ("GPU：") is read.
var reSpecScope = regexp.MustCompile(`(?i)^\s*(?:(?:单台|每台|单机|整机|单节点|每节点|节点|单服务器|每服务器|每台服务器|服务器|机器|主机)(?:配置|规格)?|配置|(?:per |each |one )?(?:server|node|machine|instance|host)(?: spec| config)?)\s*[:：]\s*|(?i)^\s*gpus\s*[:：]\s*`)

// reGPUWordCount: "GPU 8×RTX4090", a GPU part named by a bare word before
// its count (no colon)
var reGPUWordCount = regexp.MustCompile(`(?i)^\s*(?:gpu|gpus|显卡|加速卡|算力卡)\s+(\d{1,2}\s*[x×*])`)

func stripSpecScope(part string) string {
	return reGPUWordCount.ReplaceAllString(reSpecScope.ReplaceAllString(part, ""), "$1")
}
