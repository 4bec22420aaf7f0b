# listkit — the README's two commands live here.
SWIFT ?= swift
PREFIX ?= /usr/local
SPEC ?= specs/examples/click-counter.yaml

.PHONY: run deps test-deps build release test sanitize bench clean install

## Install what is missing (libyaml, HarfBuzz, Inter), build release, lint and lay out an example spec.
run: deps release
	.build/release/listkit lint specs/
	.build/release/listkit layout $(SPEC) --format wireframe

## libyaml and HarfBuzz through pkg-config, and the Inter font (SF Pro's stand-in for measuring
## text, docs/layout.md): installed with apt-get (as root, else sudo) when missing on Debian;
## elsewhere it says what to install.
INTER_FILE ?= /usr/share/fonts/opentype/inter/Inter-Regular.otf
deps:
	@missing=""; \
	pkg-config --exists yaml-0.1 2>/dev/null || missing="$$missing libyaml-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	if [ ! -r "$(INTER_FILE)" ] && ! ls "$$HOME/Library/Fonts/Inter-Regular."* /Library/Fonts/Inter-Regular.* \
		/usr/local/share/fonts/Inter-Regular.* /opt/homebrew/share/fonts/Inter-Regular.* >/dev/null 2>&1; then \
		missing="$$missing fonts-inter"; fi; \
	if [ -n "$$missing" ]; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "installing$$missing"; \
			if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
			$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq pkg-config$$missing; \
		elif command -v brew >/dev/null 2>&1; then \
			echo "missing:$$missing — on macOS: brew install pkg-config libyaml harfbuzz && brew install --cask font-inter"; exit 1; \
		else \
			echo "missing:$$missing — install libyaml, HarfBuzz (pkg-config harfbuzz) and the Inter font"; exit 1; \
		fi; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product listkit

## Python's jsonschema and PyYAML: the independent validators of the SARIF and spec-schema tests.
## pip first; Debian's packages when pip cannot install (no pip, or an externally managed Python).
test-deps:
	@if ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then \
		echo "installing Python jsonschema and PyYAML for the schema tests"; \
		python3 -m pip install --quiet 'jsonschema>=4.18' PyYAML 2>/dev/null \
		|| python3 -m pip install --quiet --break-system-packages 'jsonschema>=4.18' PyYAML 2>/dev/null \
		|| { if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		     $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq python3 python3-jsonschema python3-yaml; }; \
	fi

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

## The test suite under AddressSanitizer (the solver keeps its tableau in raw memory). Leak
## reports are off: the CLI exits without freeing its specs on purpose.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --build-path .build-asan --parallel

bench: deps
	./Benchmarks/run.sh

install: release
	install -m 755 .build/release/listkit $(PREFIX)/bin/listkit

clean:
	rm -rf .build
