#!/usr/bin/env bash
# Release builds into dist/ (run by `make release` / `make release-windows`):
#
#   scripts/release.sh linux     dist/computecheck                     stripped binary
#                                dist/computecheck-VERSION-linux-amd64.tar.xz
#                                  (usr/local/bin, .desktop file, icon, Makefile)
#   scripts/release.sh windows   dist/computecheck.exe                 GUI-subsystem exe
#                                dist/computecheck-VERSION-windows-amd64.zip
#   scripts/release.sh darwin    dist/computecheck-VERSION-macos-ARCH.zip   (on a Mac only)
#
# Both are built by the pinned fyne tool (FYNE, scripts/fyne-tool/go.mod) in
# release mode: -trimpath, -ldflags "-s -w", the `release` tag and the app
# metadata from FyneApp.toml (id, name, version, icon). The Windows exe also
# gets -H=windowsgui and a resource (.syso) with the icon, the manifest and
# the version info "算力体检 ComputeCheck", compiled from scripts/windows/.
#
# The build runs in a snapshot of the sources under build/stage-TARGET:
# fyne writes a metadata .go file into the directory it builds and bumps
# Build in FyneApp.toml, and the Windows .syso has to sit beside main.go;
# none of that touches the working tree.
#
# Environment: RELEASE_TAGS (default no_emoji: Fyne's 4 MB colour emoji font
# is left out; the app's own font carries its text), FYNE (the tool), GO,
# DIST (the output folder, default dist/).
set -euo pipefail

target=${1:?usage: scripts/release.sh linux|windows|darwin}
cd "$(dirname "$0")/.."
root=$PWD
GO=${GO:-go}
FYNE=${FYNE:-$root/build/fyne}
tags=${RELEASE_TAGS-no_emoji}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
appbuild=$(sed -n 's/^ *Build *= *\([0-9][0-9]*\).*/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "release: no Version in FyneApp.toml" >&2; exit 1; }
appbuild=${appbuild:-1}
[ -x "$FYNE" ] || { echo "release: $FYNE missing; run it through make (make release)" >&2; exit 1; }

stage=$root/build/stage-$target
dist=${DIST:-$root/dist}
mkdir -p "$dist"
rm -rf "$stage"
mkdir -p "$stage"

# The snapshot: tracked and untracked-but-not-ignored files (so no old
# binaries, build/ or dist/); a plain copy where there is no git checkout.
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git -C "$root" ls-files -z --cached --others --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
		tar --null -T - -cf - | tar -xf - -C "$stage"
else
	tar --exclude=./build --exclude=./dist --exclude=./.git -cf - . | tar -xf - -C "$stage"
fi

# The CLI's version comes from FyneApp.toml too; fyne adds GOFLAGS' -ldflags
# to its own.
export GOFLAGS="${GOFLAGS:-} -ldflags=-X=computecheck/cli.Version=$version"
export CGO_ENABLED=1
fyne_tags=(--release)
[ -n "$tags" ] && fyne_tags+=(--tags "$tags")

case $target in
linux)
	cd "$stage"
	"$FYNE" build --os linux "${fyne_tags[@]}" -o computecheck
	# Packages the binary just built (no second build): a tarball laid out
	# as usr/local/{bin,share/applications,share/pixmaps} plus a Makefile
	# whose `sudo make install` copies it to /usr/local.
	"$FYNE" package --os linux --exe computecheck "${fyne_tags[@]}"
	tarball=$(ls -t ./*.tar.xz | head -1)
	cp computecheck "$dist/computecheck"
	mv "$tarball" "$dist/computecheck-$version-linux-amd64.tar.xz"
	out=("$dist/computecheck" "$dist/computecheck-$version-linux-amd64.tar.xz")
	;;
windows)
	CC=${CC_WINDOWS:-x86_64-w64-mingw32-gcc}
	WINDRES=${WINDRES:-x86_64-w64-mingw32-windres}
	command -v "$CC" >/dev/null || { echo "release: $CC missing (apt-get install gcc-mingw-w64-x86-64)" >&2; exit 1; }
	# FILEVERSION wants four numbers: major,minor,patch,build.
	IFS=. read -r v1 v2 v3 _ <<<"$version"
	fileversion="${v1:-0},${v2:-0},${v3:-0},$appbuild"
	res=$stage/build/winres
	mkdir -p "$res"
	"$GO" run scripts/mkico.go assets/icon.png "$res/computecheck.ico"
	cp scripts/windows/computecheck.manifest "$res/"
	sed -e "s/@VERSION@/$version/g" -e "s/@FILEVERSION@/$fileversion/g" \
		-e "s/@ICON@/computecheck.ico/g" scripts/windows/computecheck.rc.in >"$res/computecheck.rc"
	# _windows_amd64 in the name: linked only into Windows builds.
	(cd "$res" && "$WINDRES" -c 65001 -O coff -i computecheck.rc -o "$stage/rsrc_windows_amd64.syso")
	cd "$stage"
	# fyne adds -H=windowsgui for Windows: no console window opens with
	# the app; CLI verbs print through internal/winconsole.
	CC=$CC GOOS=windows GOARCH=amd64 \
		"$FYNE" build --os windows "${fyne_tags[@]}" -o computecheck.exe
	cp computecheck.exe "$dist/computecheck.exe"
	zipdir=$stage/build/zip
	mkdir -p "$zipdir"
	cp computecheck.exe "$zipdir/"
	cp scripts/windows/README.txt "$zipdir/README.txt"
	zip="$dist/computecheck-$version-windows-amd64.zip"
	rm -f "$zip"
	(cd "$zipdir" && zip -q -9 -X "$zip" computecheck.exe README.txt)
	out=("$dist/computecheck.exe" "$zip")
	;;
darwin)
	# On a Mac only (Xcode command line tools): cgo needs Apple's SDK, so
	# there is no cross build. fyne builds and bundles the .app (Info.plist,
	# .icns icon); ditto zips it the way Finder does.
	cd "$stage"
	"$FYNE" package --os darwin "${fyne_tags[@]}"
	app=$(ls -dt ./*.app | head -1)
	zip="$dist/computecheck-$version-macos-$(uname -m).zip"
	rm -f "$zip"
	ditto -c -k --sequesterRsrc --keepParent "$app" "$zip"
	out=("$zip")
	;;
*)
	echo "usage: scripts/release.sh linux|windows|darwin" >&2
	exit 2
	;;
esac

cd "$root"
rm -rf "$stage"
ls -l "${out[@]}" | awk '{printf "%10d  %s\n", $5, $NF}'
