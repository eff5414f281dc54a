#!/usr/bin/env bash
# A walk of the window as a buyer sees it, for review:
#
#   scripts/walk-screens.sh [BINARY] [OUTDIR]     default ./computecheck, shots/walk
#
# For zh and en, at 1280x800 and 1920x1080, under Xvfb: a fresh data folder,
# the sample and practice quote files imported through the command line and a
# 13B task saved, then each of the five areas (Ctrl+1..5) captured as
# OUTDIR/LANG-WxH-N.png. Needs xvfb, xdotool and imagemagick (make deps-shot).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-./computecheck}")
out=${2:-shots/walk}
mkdir -p "$out"
for t in Xvfb xdotool xwd convert; do
	command -v $t >/dev/null || { echo "walk-screens: $t missing (make deps-shot; xdotool too)" >&2; exit 1; }
done

tmp=$(mktemp -d)
xpid=
apid=
cleanup() {
	[ -n "$apid" ] && kill $apid 2>/dev/null || true
	[ -n "$xpid" ] && kill $xpid 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

task=$tmp/task.json
cat >"$task" <<'EOF'
{"name": "13B 全量微调", "model": "llama2-13b", "method": "full", "zero": 3,
 "micro_batch": 1, "seq_len": 4096, "grad_accum": 8, "gpu": "A800-80G-SXM",
 "tokens": 1000000000}
EOF

disp=97
for lang in zh en; do
	for size in 1280x800 1920x1080; do
		w=${size%x*}
		h=${size#*x}
		home=$tmp/home-$lang-$size
		mkdir -p "$home"
		db=$home/cc.db
		files=(testdata/quotes/samples/*.csv testdata/quotes/samples/*.xlsx)
		HOME=$home "$bin" quotes import "${files[@]}" --partial --db "$db" >/dev/null 2>&1 || true
		Xvfb :$disp -screen 0 ${w}x${h}x24 >/dev/null 2>&1 &
		xpid=$!
		sleep 1
		DISPLAY=:$disp HOME=$home XDG_CONFIG_HOME=$home/config "$bin" --db "$db" --lang $lang >/dev/null 2>&1 &
		apid=$!
		win=
		for i in $(seq 1 150); do
			win=$(DISPLAY=:$disp xdotool search --onlyvisible --pid $apid 2>/dev/null | head -n1) || true
			[ -n "$win" ] && break
			sleep 0.2
		done
		[ -n "$win" ] || { echo "walk-screens: no window ($lang $size)" >&2; exit 1; }
		DISPLAY=:$disp xdotool windowmove "$win" 0 0 windowsize "$win" "$w" "$h" || true
		sleep 3
		for n in 1 2 3 4 5; do
			DISPLAY=:$disp xdotool windowactivate --sync "$win" 2>/dev/null || DISPLAY=:$disp xdotool windowfocus "$win" || true
			DISPLAY=:$disp xdotool key --window "$win" ctrl+$n
			sleep 3
			DISPLAY=:$disp xwd -root -silent | convert xwd:- "$out/$lang-$size-$n.png"
			echo "$out/$lang-$size-$n.png"
		done
		kill $apid 2>/dev/null || true
		wait $apid 2>/dev/null || true
		apid=
		kill $xpid 2>/dev/null || true
		wait $xpid 2>/dev/null || true
		xpid=
		disp=$((disp + 1))
	done
done
