package quotes

import "testing"

// The review of set101's change (AS): invented rows.

// company before its role does.
func TestBotIntroGenericNames(t *testing.T) {
	for line, want := range map[string]string{
		"我是智能客服小助手":       "",
		"这里是在线客服机器人":      "",
		"这里是售前AI客服":       "",
		"我是本平台的智能助手":      "",
		"我是全天候在线的AI助手":    "",
		"您好，我是您的专属AI助手":   "",
		"我是锦屏算力的智能客服小助手":  "锦屏算力",
		"我是天府星算的智能助手小星":   "天府星算",
		"这里是蓉城云智能客服，为您服务": "蓉城云",
	} {
		if got := botIntroVendor(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}
