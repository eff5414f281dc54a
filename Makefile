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
# benchmark kit's CPU test. xvfb, x11-apps, imagemagick: `make screenshot`.
APT_BUILD := gcc pkg-config libgl1-mesa-dev xorg-dev
APT_TEST  := python3 python3-torch
APT_SHOT  := xvfb x11-apps imagemagick

.PHONY: all deps deps-test deps-shot build run test vet fmt-check bench screenshot clean

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

build: deps
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) .

run: build
	./$(BIN)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet: deps
	$(GO) vet ./...

# Every test, then the calc benchmarks once each so their figures are printed
# beside the budgets written in the code.
test: deps-test fmt-check vet
	$(GO) test -count=1 -timeout 20m ./...
	$(GO) test -count=1 -run '^$$' -bench . -benchtime 200x ./calc/

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The window under Xvfb, captured to shots/ (both languages).
screenshot: build deps-shot
	@mkdir -p shots
	@for l in zh en; do \
	  home=$$(mktemp -d); \
	  HOME=$$home xvfb-run -a -s "-screen 0 1400x900x24" bash -c \
	    "./$(BIN) --lang $$l & pid=\$$!; sleep 6; xwd -root -silent | convert xwd:- shots/window-$$l.png; kill \$$pid"; \
	  rm -rf $$home; echo "shots/window-$$l.png"; \
	done

clean:
	rm -f $(BIN) $(BIN).exe
	rm -rf shots
