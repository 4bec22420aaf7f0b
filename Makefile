# listkit — the README's two commands live here.
SWIFT ?= swift
PREFIX ?= /usr/local
SPEC ?= specs/examples/click-counter.yaml

.PHONY: run deps build release test sanitize bench clean install

## Install what is missing (libyaml-dev), build release, lint and lay out an example spec.
run: deps release
	.build/release/listkit lint specs/
	.build/release/listkit layout $(SPEC) --format wireframe

## libyaml through pkg-config; installed with apt-get as root when missing.
deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		echo "libyaml (yaml-0.1) not found: installing libyaml-dev"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq pkg-config libyaml-dev; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product listkit

test: deps
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
