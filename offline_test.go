package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"computecheck/internal/repotest"
)

// testBuildTags are the build tags this test binary was built with
// (tags_ci_test.go sets "ci").
var testBuildTags = ""

var (
	builtOnce sync.Once
	builtBin  string
	builtErr  error
	builtOut  []byte
)

// binary builds computecheck once for the tests of this package.
func binary(t *testing.T) string {
	t.Helper()
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "computecheck-bin-")
		if err != nil {
			builtErr = err
			return
		}
		builtBin = filepath.Join(dir, "computecheck")
		// The same build tags as this test binary: under `-tags ci` (make
		// test) Fyne's software driver stands in for its OpenGL one, whose
		// C bindings take minutes to compile on a cold cache; the command
		// line is the same code either way.
		builtOut, builtErr = exec.Command("go", "build", "-tags", testBuildTags, "-o", builtBin, ".").CombinedOutput()
	})
	if builtErr != nil {
		t.Fatalf("build: %v\n%s", builtErr, builtOut)
	}
	return builtBin
}

// inetSocket matches a system call on an Internet socket in strace's output:
// socket(AF_INET…), connect/sendto/bind with an AF_INET or AF_INET6 address.
var inetSocket = regexp.MustCompile(`\b(socket|connect|sendto|sendmsg|bind)\(.*AF_INET6?\b`)

// The offline promise, checked on the system calls the built binary makes:
// every command-line verb a user runs day to day is traced with strace
// (following threads and children), and any Internet socket fails the test.
// A direct net.Dial, a cgo resolver or a library's own HTTP client would all
// show here, which swapping net.DefaultResolver in-process cannot catch.
// Where strace cannot trace (no ptrace), the verbs run in a network
// namespace without interfaces (unshare -rn) and must still succeed.
func TestVerbsMakeNoNetworkCalls(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := binary(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "cc.db")
	task := filepath.Join(dir, "task.json")
	os.WriteFile(task, []byte(`{"name":"8B","model":"llama3.1-8b","gpu":"H800-80G-SXM","gpus":8,"tokens":1e9}`), 0o644)
	csv := filepath.Join(dir, "vendor.csv")
	os.WriteFile(csv, []byte("厂商,GPU型号,每台卡数,单价\nA云,H800,8,9.8元/卡·时\n"), 0o644)
	share := filepath.Join(dir, "share.json")
	samples := repotest.Glob("quotes", "samples", "*")
	bench := filepath.Join(repotest.Root(), "bench", "testdata", "kit_cpu_tiny.json")

	verbs := [][]string{
		{"--help"},
		{"estimate", task, "--json"},
		{"quotes", "import", csv},
		append([]string{"quotes", "import", "--partial"}, samples...),
		{"quotes", "list", "--json"},
		{"quotes", "questions"},
		{"compare", task, "--json"},
		{"compare", task, "--xlsx", filepath.Join(dir, "cmp.xlsx")},
		{"chart", "cost", task, "--out", filepath.Join(dir, "cost.png")},
		{"chart", "curve", task, "--out", filepath.Join(dir, "curve.svg")},
		{"benchkit", "--out", filepath.Join(dir, "kit")},
		{"bench", "import", bench},
		{"bench", "list"},
		{"backup"},
		{"share", "export", "--out", share, "--quotes", "all"},
		{"share", "import", share, "--dry-run"},
	}
	env := append(os.Environ(), "HOME="+filepath.Join(dir, "home"), "XDG_DATA_HOME=", "LANG=C.UTF-8", "LC_ALL=C.UTF-8")

	strace, errStrace := exec.LookPath("strace")
	if errStrace == nil {
		probe := exec.Command(strace, "-f", "-o", os.DevNull, bin, "--help")
		if probe.Run() != nil {
			errStrace = os.ErrPermission
		}
	}
	unshare, errUnshare := exec.LookPath("unshare")
	if errUnshare == nil && exec.Command(unshare, "-rn", "true").Run() != nil {
		errUnshare = os.ErrPermission
	}
	switch {
	case errStrace == nil:
		t.Logf("tracing system calls with %s", strace)
	case errUnshare == nil:
		t.Logf("strace unavailable (%v): running in an empty network namespace", errStrace)
	default:
		t.Fatalf("neither strace (%v) nor unshare -rn (%v) works here: install strace (make deps-test does)", errStrace, errUnshare)
	}
	for i, args := range verbs {
		args = append(args, "--db", db, "--lang", "zh")
		if args[0] == "--help" {
			args = args[:1]
		}
		var cmd *exec.Cmd
		trace := filepath.Join(dir, fmt.Sprintf("trace-%02d.log", i))
		if errStrace == nil {
			cmd = exec.Command(strace, append([]string{"-f", "-qq", "-e", "trace=socket,connect,sendto,sendmsg,bind", "-o", trace, bin}, args...)...)
		} else {
			cmd = exec.Command(unshare, append([]string{"-rn", bin}, args...)...)
		}
		cmd.Env = env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Errorf("computecheck %s: %v\n%s", strings.Join(args, " "), err, out.String())
		}
		if errStrace != nil {
			continue
		}
		log, err := os.ReadFile(trace)
		if err != nil {
			t.Fatalf("strace log: %v", err)
		}
		for _, line := range strings.Split(string(log), "\n") {
			if inetSocket.MatchString(line) {
				t.Errorf("computecheck %s opened a network socket: %s", strings.Join(args, " "), line)
			}
		}
	}
}

// The check itself can fail: a program that does dial out is caught.
func TestNetworkCallPatternCatchesADial(t *testing.T) {
	for _, line := range []string{
		`123 connect(5, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("1.2.3.4")}, 16) = -1 ENETUNREACH`,
		`123 socket(AF_INET6, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 3`,
	} {
		if !inetSocket.MatchString(line) {
			t.Errorf("not caught: %s", line)
		}
	}
	if inetSocket.MatchString(`123 connect(3, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT`) {
		t.Error("a local socket counted as network")
	}
}
