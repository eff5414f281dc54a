#!/usr/bin/env bash
# Smoke test of the Windows build under Wine (`make smoke-windows`): the .exe
# starts, its CLI output reaches stdout/stderr, and it computes exactly what
# the Linux binary computes.
#
#   scripts/smoke-windows.sh [WINDOWS_EXE [LINUX_BINARY]]
#       defaults: dist/computecheck.exe (make release-windows), ./computecheck (make build)
#
# Checks:
#   1. `computecheck.exe --help` exits 0 and prints the same text as the Linux
#      binary's --help (so every verb), `--version` the same version;
#   2. `computecheck.exe estimate task.json --json` prints JSON equal to the
#      Linux binary's, every number identical;
#   3. a bad task file exits 1 with its one-line error on stderr;
#   4. with no arguments the window opens; a screenshot is written to
#      $SMOKE_SHOT (default shots/wine-window-zh.png) when xwd and ImageMagick
#      are there, and the process must still be running (not crashed) by then.
#
# Slow (the first Wine start creates a prefix: a minute or more), so it is not
# part of `make test`. Runs in a throw-away WINEPREFIX under a temp dir, inside
# its own Xvfb display unless DISPLAY is set. Needs x86_64-w64-mingw32-gcc
# for the bcryptprimitives.dll stand-in on Wine < 9. Env: WINE (wine binary),
# SMOKE_GUI_SECONDS (wait before the screenshot, default 25).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
exe=$(realpath "${1:-dist/computecheck.exe}")
linux=$(realpath "${2:-./computecheck}")
shot=${SMOKE_SHOT:-$root/shots/wine-window-zh.png}
gui_wait=${SMOKE_GUI_SECONDS:-25}

# Wine wants a display (and the GUI check needs one): run again inside Xvfb.
if [ -z "${DISPLAY:-}" ]; then
	command -v xvfb-run >/dev/null || { echo "smoke-windows: no DISPLAY and no xvfb-run (apt-get install xvfb)" >&2; exit 1; }
	exec xvfb-run -a -s "-screen 0 1400x900x24" "$0" "$exe" "$linux"
fi

WINE=${WINE:-$(command -v wine || command -v wine64 || echo /usr/lib/wine/wine64)}
[ -x "$WINE" ] || command -v "$WINE" >/dev/null || { echo "smoke-windows: wine missing (apt-get install wine wine64)" >&2; exit 1; }
[ -f "$exe" ] || { echo "smoke-windows: $exe missing: make release-windows" >&2; exit 1; }
[ -x "$linux" ] || { echo "smoke-windows: $linux missing: make build" >&2; exit 1; }

tmp=$(mktemp -d)
export WINEPREFIX=$tmp/wineprefix WINEDEBUG=-all WINEARCH=win64
# No Mono/Gecko download prompts while the prefix is created.
export WINEDLLOVERRIDES="mscoree=;mshtml="
# Each side gets fresh data folders inside tmp.
export XDG_DATA_HOME=$tmp/xdg HOME=$tmp/home
mkdir -p "$XDG_DATA_HOME" "$HOME"
gui_pid=
cleanup() {
	[ -n "$gui_pid" ] && kill "$gui_pid" 2>/dev/null || true
	"${WINESERVER:-wineserver}" -k 2>/dev/null || true # only this WINEPREFIX's processes
	rm -rf "$tmp"
}
trap cleanup EXIT
command -v wineserver >/dev/null || WINESERVER=/usr/lib/wine/wineserver

fail=0
ok() { echo "  ok   $*"; }
bad() {
	echo "  FAIL $*"
	fail=1
}
wine_run() { (cd "$tmp" && "$WINE" "$exe" "$@"); }

echo "smoke-windows: $exe under $("$WINE" --version 2>/dev/null || echo wine)"
start=$(date +%s)
"$WINE" wineboot --init >/dev/null 2>&1 || true
# Go 1.24+ needs ProcessPrng from bcryptprimitives.dll, which Wine 8.0
# (Debian 12) lacks: give this prefix a test-only stand-in (see the .c file).
sys32=$WINEPREFIX/drive_c/windows/system32
if [ ! -e "$sys32/bcryptprimitives.dll" ]; then
	"${CC_WINDOWS:-x86_64-w64-mingw32-gcc}" -O2 -shared -s -o "$sys32/bcryptprimitives.dll" \
		scripts/windows/bcryptprimitives-shim.c -ladvapi32
	echo "  Wine has no bcryptprimitives.dll: test stand-in installed in the prefix"
fi
echo "  wine prefix ready in $(($(date +%s) - start)) s"

# 1. --help and --version: the same text as on Linux, so the same verbs.
t0=$(date +%s%N)
rc=0
wine_run --help >"$tmp/help.win" 2>"$tmp/help.err" || rc=$?
t1=$(date +%s%N)
"$linux" --help >"$tmp/help.linux" 2>&1 || true
tr -d '\r' <"$tmp/help.win" >"$tmp/help.win.lf"
if [ "$rc" = 0 ] && [ -s "$tmp/help.win" ] && cmp -s "$tmp/help.win.lf" "$tmp/help.linux"; then
	ok "--help exits 0 and prints the Linux text ($(wc -l <"$tmp/help.win") lines, $(((t1 - t0) / 1000000)) ms)"
else
	bad "--help: exit $rc; diff Linux -> Windows:"
	diff "$tmp/help.linux" "$tmp/help.win.lf" | head -20 || true
	head -5 "$tmp/help.err"
fi
echo "----- computecheck.exe --help -----"
cat "$tmp/help.win.lf"
echo "-----------------------------------"
vw=$(wine_run --version 2>&1 | tr -d '\r' || true)
vl=$("$linux" --version 2>&1 || true)
[ "$vw" = "$vl" ] && ok "--version: $vw" || bad "--version: windows '$vw', linux '$vl'"

# 2. estimate --json: the same JSON, every number identical.
cat >"$tmp/task.json" <<'EOF'
{"name": "7B LoRA", "model": "llama2-7b", "method": "lora",
 "gpu": "A100-80G-SXM", "micro_batch": 4, "seq_len": 2048, "grad_accum": 4,
 "tokens": 100000000}
EOF
rc=0
wine_run estimate task.json --json >"$tmp/est.win" 2>"$tmp/est.err" || rc=$?
(cd "$tmp" && "$linux" estimate task.json --json) >"$tmp/est.linux"
if [ "$rc" != 0 ]; then
	bad "estimate --json: exit $rc"
	head -5 "$tmp/est.err"
elif python3 - "$tmp/est.linux" "$tmp/est.win" <<'EOF'; then
import json, sys
a = json.load(open(sys.argv[1]))
b = json.load(open(sys.argv[2]))
diffs, count = [], [0]
def walk(x, y, path):
    if isinstance(x, dict) and isinstance(y, dict):
        for k in sorted(set(x) | set(y)):
            if k not in x or k not in y:
                diffs.append(f"{path}.{k}: only on {'linux' if k in x else 'windows'}")
            else:
                walk(x[k], y[k], f"{path}.{k}")
    elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
        for i, (p, q) in enumerate(zip(x, y)):
            walk(p, q, f"{path}[{i}]")
    else:
        if isinstance(x, (int, float)) and not isinstance(x, bool):
            count[0] += 1
        if x != y or type(x) != type(y):
            diffs.append(f"{path}: linux {x!r} windows {y!r}")
walk(a, b, "")
for d in diffs[:20]:
    print("     ", d)
print(f"       {count[0]} numbers compared, {len(diffs)} differences")
sys.exit(1 if diffs else 0)
EOF
	ok "estimate task.json --json: same JSON as Linux"
else
	bad "estimate task.json --json differs from Linux"
fi

# 3. A user error reaches stderr with exit status 1.
echo '{"model": "no-such-model"}' >"$tmp/bad.json"
rc=0
wine_run estimate bad.json >"$tmp/bad.out" 2>"$tmp/bad.err" || rc=$?
if [ "$rc" = 1 ] && [ -s "$tmp/bad.err" ]; then
	ok "bad task: exit 1, stderr: $(head -1 "$tmp/bad.err" | tr -d '\r')"
else
	bad "bad task: exit $rc, stderr '$(head -1 "$tmp/bad.err")'"
fi

# 4. The window: started with no arguments, still alive after the wait.
if [ "${SMOKE_GUI:-1}" = 1 ]; then
	(cd "$tmp" && exec "$WINE" "$exe" --lang zh) >"$tmp/gui.log" 2>&1 &
	gui_pid=$!
	sleep "$gui_wait"
	if kill -0 "$gui_pid" 2>/dev/null; then
		ok "window: still running after ${gui_wait} s"
		if command -v xwd >/dev/null && [ -x /usr/bin/convert ]; then
			mkdir -p "$(dirname "$shot")"
			xwd -root -silent | /usr/bin/convert xwd:- "$shot" && echo "       screenshot: $shot"
		fi
	else
		rc=0
		wait "$gui_pid" || rc=$?
		bad "window: exited with $rc within ${gui_wait} s"
		tail -5 "$tmp/gui.log"
	fi
	kill "$gui_pid" 2>/dev/null || true
	gui_pid=
fi

echo "smoke-windows: $([ $fail = 0 ] && echo PASS || echo FAIL) in $(($(date +%s) - start)) s"
exit $fail
