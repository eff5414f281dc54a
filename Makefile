# ComputeCheck 算力体检 — `make run` builds and opens the app, `make test` runs every check.
# On a fresh Debian/Ubuntu machine `deps` installs what is missing (apt-get as
# root; otherwise it prints the exact command to run).

SHELL := /bin/bash
# A UTF-8 locale so tests and the app do not log locale errors. Fyne reads the
# language from LANGUAGE when LC_ALL is C.UTF-8 (which it cannot parse).
export LANG := C.UTF-8
export LC_ALL := C.UTF-8
export LANGUAGE := zh_CN
export PATH := $(PATH):/usr/local/go/bin
export CGO_ENABLED := 1

GO      ?= go
BIN     := computecheck
VERSION := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
LDFLAGS := -X computecheck/cli.Version=$(VERSION)

# gcc + GL/X headers: cgo for Fyne's GL driver and SQLite. python3-torch: the
# benchmark kit's CPU test. strace: the offline test traces the verbs' system calls.
# xvfb, x11-apps, imagemagick: `make screenshot`.
APT_BUILD := gcc pkg-config libgl1-mesa-dev xorg-dev
APT_TEST  := python3 python3-torch strace
APT_SHOT  := xvfb x11-apps imagemagick
# xz-utils: the Linux release tarball. gcc-mingw-w64-x86-64 (gcc + windres for
# Windows), zip: `make release-windows`. wine: `make smoke-windows`.
APT_RELEASE := xz-utils
APT_WINDOWS := gcc-mingw-w64-x86-64 zip
APT_WINE    := wine wine64

# The fyne packaging tool, pinned in scripts/fyne-tool/go.mod (a module of its
# own: it needs a newer Fyne than the app uses). Built once into build/.
FYNE := build/fyne
# Build tags of the release builds; no_emoji drops Fyne's 4 MB emoji font.
RELEASE_TAGS ?= no_emoji

.PHONY: all deps deps-test deps-shot build run test test-race vet fmt-check bench screenshot clean \
	deps-release deps-windows deps-wine release release-windows smoke-windows

all: build

define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "missing system packages; run:"; echo "  sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	fi
endef

deps:
	$(call apt_install,$(APT_BUILD))
	@command -v $(GO) >/dev/null || { echo "Go 1.26 or newer is needed: install it to /usr/local/go (see README)"; exit 1; }

deps-test: deps
	$(call apt_install,$(APT_TEST))

deps-shot: deps
	$(call apt_install,$(APT_SHOT))

deps-release: deps
	$(call apt_install,$(APT_RELEASE))

deps-windows: deps
	$(call apt_install,$(APT_WINDOWS))

deps-wine: deps-shot
	$(call apt_install,$(APT_WINE))

build: deps
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) .

run: build
	./$(BIN)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# Tests and vet build with Fyne's `ci` tag: its software driver stands in for
# the OpenGL one, whose C bindings take ~6 minutes of CPU to compile on a cold
# cache and which no test draws with (UI tests use fyne's test driver). Every
# file of ours builds the same either way; `make build` compiles the real one.
TEST_TAGS ?= ci

vet: deps
	$(GO) vet -tags '$(TEST_TAGS)' ./...

# Every test, then the calc benchmarks once each so their figures are printed
# beside the budgets written in the code.
test: deps-test fmt-check vet
	$(GO) test -tags '$(TEST_TAGS)' -count=1 -timeout 20m ./...
	@echo "== estimates against the published measurements (testdata/validation) =="
	$(GO) test -tags '$(TEST_TAGS)' -count=1 -v -run 'TestMemoryPublicCases|TestThroughputValidation|TestMemoryBands' ./calc/ | grep -v '^=== RUN'
	@echo "== calc speed beside its budgets (printed, never a failure: see make bench) =="
	@set -o pipefail; $(GO) test -tags '$(TEST_TAGS)' -count=1 -run '^$$' -bench . -benchtime 200x ./calc/ | $(GO) run ./scripts/benchbudget . \
	  || echo "(a benchmark ran over its budget on this machine: run make bench on a quiet one)"

# The window's background work under the race detector. Not part of `test`:
# race instrumentation rebuilds every dependency (SQLite's C included), which
# took CI past its 15 minutes on a cold cache.
test-race: deps-test
	$(GO) test -tags '$(TEST_TAGS)' -count=1 -race ./app/ ./compare/

# Every Go benchmark, then each one beside the budget written above it in the
# source; exits 1 when one is over budget.
bench: deps
	@set -o pipefail; $(GO) test -tags '$(TEST_TAGS)' -run '^$$' -bench . -benchmem ./... | $(GO) run ./scripts/benchbudget .

# The window under Xvfb, captured to shots/ (both languages).
screenshot: build deps-shot
	@mkdir -p shots
	@for l in zh en; do \
	  home=$$(mktemp -d); \
	  HOME=$$home xvfb-run -a -s "-screen 0 1400x900x24" bash -c \
	    "./$(BIN) --lang $$l & pid=\$$!; sleep 6; xwd -root -silent | convert xwd:- shots/window-$$l.png; kill \$$pid"; \
	  rm -rf $$home; echo "shots/window-$$l.png"; \
	done

# Release builds into dist/ (see scripts/release.sh): optimised, stripped,
# with the app metadata and icon. `release`: the Linux binary and a .tar.xz
# with a .desktop file and the icon. `release-windows`: computecheck.exe
# cross-compiled with mingw-w64 (GUI subsystem, icon, version info) and a .zip.
# macOS cannot be cross-compiled from Linux: run `make release` on a Mac.
$(FYNE): scripts/fyne-tool/go.mod scripts/fyne-tool/go.sum
	cd scripts/fyne-tool && $(GO) build -o ../../$(FYNE) fyne.io/tools/cmd/fyne

# On a Mac `make release` builds the .app instead (no apt there).
RELEASE_OS := $(if $(filter Darwin,$(shell uname -s)),darwin,linux)

release: $(if $(filter linux,$(RELEASE_OS)),deps-release) $(FYNE)
	RELEASE_TAGS='$(RELEASE_TAGS)' FYNE=$(CURDIR)/$(FYNE) GO=$(GO) scripts/release.sh $(RELEASE_OS)

release-windows: deps-windows $(FYNE)
	RELEASE_TAGS='$(RELEASE_TAGS)' FYNE=$(CURDIR)/$(FYNE) GO=$(GO) scripts/release.sh windows

# The .exe under Wine: --help, estimate --json equal to the Linux binary's,
# the window opens (screenshot in shots/). Minutes, so not part of `test`.
smoke-windows: release-windows build deps-wine
	scripts/smoke-windows.sh dist/$(BIN).exe ./$(BIN)

clean:
	rm -f $(BIN) $(BIN).exe
	rm -rf shots dist build
