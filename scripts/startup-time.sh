#!/usr/bin/env bash
# Start-up times of a Linux build, for the README's Builds table:
#
#   scripts/startup-time.sh [BINARY]        default dist/computecheck
#
# Prints the wall time of `BINARY --help` (first run, then the median of 5)
# and the time from launch to the first visible window under Xvfb (median of
# 3, each with a fresh, empty data folder; xdotool polls every 20 ms), plus
# the size of the binary. Needs xvfb and xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-dist/computecheck}")

if [ -z "${DISPLAY:-}" ]; then
	exec xvfb-run -a -s "-screen 0 1400x900x24" "$0" "$bin"
fi
command -v xdotool >/dev/null || { echo "startup-time: xdotool missing (apt-get install xdotool)" >&2; exit 1; }

ms() { echo $(($(date +%s%N) / 1000000)); }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$tmp"' EXIT

help=()
for i in 1 2 3 4 5 6; do
	t0=$(ms)
	"$bin" --help >/dev/null
	help+=($(($(ms) - t0)))
done
first=${help[0]}
med=$(printf '%s\n' "${help[@]:1}" | median)

win=()
for i in 1 2 3; do
	home=$tmp/home$i
	mkdir -p "$home"
	t0=$(ms)
	HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config "$bin" >/dev/null 2>&1 &
	pid=$!
	until xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1 || xdotool search --onlyvisible --name . >/dev/null 2>&1; do
		sleep 0.02
		[ $(($(ms) - t0)) -lt 60000 ] || { echo "startup-time: no window after 60 s" >&2; exit 1; }
	done
	win+=($(($(ms) - t0)))
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	pid=
done

size=$(stat -c %s "$bin")
echo "binary      $bin  $size bytes ($((size / 1024 / 1024)) MiB)"
echo "--help      first ${first} ms, then median ${med} ms  (runs: ${help[*]})"
echo "window      median $(printf '%s\n' "${win[@]}" | median) ms to the first visible window  (runs: ${win[*]})"
