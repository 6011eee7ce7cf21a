# wordpack: `make build` builds the content in inputs/ into outputs/; `make test` runs the tests.
SWIFT ?= swift
WORDPACK := .build/release/wordpack
# What building needs (C libraries through pkg-config; libhyphen and its English patterns, libhunspell, and
# espeak-ng, which the vocabulary app runs as a separate program for IPA; the fonts SVG and PDF masters are drawn
# with: DrawingFonts.swift), and what the tests need besides
# (independent readers of our outputs, the Hunspell dictionaries the spelling tests use, and Debian's iso-codes,
# which ISO639TableTests regenerates the ISO 639 table from).
BUILD_PACKAGES := pkg-config libxml2-dev libsndfile1-dev libsamplerate0-dev libsoxr-dev libavformat-dev libavcodec-dev libswresample-dev libavutil-dev libpng-dev libhyphen-dev hyphen-en-us libhunspell-dev espeak-ng libsqlite3-dev libcurl4-openssl-dev librsvg2-dev libpoppler-glib-dev libfontconfig-dev libjpeg62-turbo-dev libexif-dev liblcms2-dev libwebp-dev libheif-dev libdeflate-dev zlib1g-dev fonts-urw-base35 fonts-dejavu-core fonts-wqy-microhei
TEST_PACKAGES := python3 git gettext dpkg-dev man-db libxml2-utils sox ffmpeg pngcheck sqlite3 nginx openssl chromium chromium-driver python3-selenium python3-openpyxl hunspell-en-us hunspell-es iso-codes
# The Hunspell dictionaries of the languages in inputs/languages/ that Debian has (hunspell-es for es, …), for
# check's spelling check.
SPELLING_PACKAGES = $(shell scripts/spelling-packages inputs/languages)

.PHONY: all build test test-fast check ingest clean deps test-deps release-binary install deb help bench bench-scale bench-split bench-review bench-retakes bench-merge fuzz audio images stage manifest release review review-watch script split accept format lint

all: build

help:
	@echo "make build   install missing libraries, build wordpack, build inputs/ into outputs/"
	@echo "make test    install missing libraries and test tools, run the tests"
	@echo "make test-fast  build what changed and run every test but the slow ones (tagged .slow): a few minutes"
	@echo "make check   validate inputs/ and pipeline.json only"
	@echo "make ingest  read inputs/ into the catalogue (.wordpack/catalogue.sqlite)"
	@echo "make audio   convert the recordings the apps need to CAF (after make ingest)"
	@echo "make stage NAME=ole  run one stage alone (after make ingest); wordpack stage --help lists them"
	@echo "make review  build, then write a review site of every app into review/ (open review/index.html)"
	@echo "make review-watch  serve the review site at http://127.0.0.1:PORT/ and build again on every save (PORT=…, Ctrl-C stops)"
	@echo "make script LANGUAGE=es  write what is left to record in es to scripts/es.html and scripts/es.tsv (ALL=1, LIST=Animals)"
	@echo "make split TAKE=take.wav LANGUAGE=es  cut one long take into the recordings of scripts/es.tsv (RETAKES=last, DRY_RUN=1, REPLACE=1, LABELS=file)"
	@echo "make accept LANGUAGE=es  note in recorded.tsv what es's new recordings say (ITEMS=\"speech/Animals/pig.wav Animals/pig\", OUTDATED=1)"
	@echo "make fuzz    build the libFuzzer targets and run each for FUZZ_SECONDS (default 60); FUZZ_TARGETS=\"csv ods\" picks some"
	@echo "make bench   time wordpack against sox, ffmpeg, vipsthumbnail and ImageMagick"
	@echo "make bench-split  time wordpack split on a 60-minute take against sox (SPLIT_BENCH_MINUTES)"
	@echo "make bench-merge  time the sheets' git merge driver against daff merge on 100,000-row sheets"
	@echo "make bench-retakes  takes with lines said again: how often split --retakes last is right, refused, wrong"
	@echo "make bench-review  time a saved cell to the open page's reload under review --watch (sample and 1,000 words)"
	@echo "make bench-scale  time ingest, check and builds of 100,000 words in 30 languages (SCALE_WORDS, SCALE_LANGUAGES)"
	@echo "make release publish outputs/ into RELEASE_DIR (default releases/), VERSION=… optional,"
	@echo "             SWIFT_PACKAGES=DIR: each app's content also a Swift package, a git repository per app"
	@echo "make format  format the Swift files in place with swift-format (.swift-format)"
	@echo "make lint    check the Swift files' formatting, changing nothing (swift format lint --strict)"
	@echo "make install install wordpack, its data, manual page and completions under PREFIX (default /usr/local; DESTDIR=…)"
	@echo "make deb     build the Debian package packages/wordpack_<version>_<arch>.deb"
	@echo "make clean   remove build products, the catalogue and outputs/"

deps:
	@scripts/ensure-packages $(BUILD_PACKAGES) $(SPELLING_PACKAGES)

# aac-processors (PyPI, AGPL-3.0) reads Open Board packages as CoughDrop does: a test-time reader only. PyYAML reads
# the GitHub Actions workflow of docs/ci/. translate-toolkit (PyPI, GPL-3.0-or-later) reads and writes back the XLIFF files
# export-xliff and export-po write, as translation tools built on it do: a test-time tool only (and tools/sample's fr).
# gettext's msgfmt --check is the second reader of the PO files. jsonschema (PyPI, MIT) holds the Contents.json files of
# the FirstWords apps' Common.xcassets to the schemas of Apple's asset catalog format (Tests/Fixtures/xcassets/).
# daff (PyPI, MIT) merges CSV tables three ways: the yardstick of the sheets' git merge driver (GitSheetsDaffTests,
# bench/merge.sh).
PYTHON_TEST_PACKAGES := aac-processors==0.1.8 PyYAML translate-toolkit==3.20.4 wordfreq==3.1.1 jsonschema==4.26.0 \
	daff==1.4.2

test-deps: deps
	@scripts/ensure-packages $(TEST_PACKAGES)
	@python3 -c "import aac_processors, yaml, translate.storage.xliff2, wordfreq, jsonschema, daff" 2>/dev/null || python3 -m pip install --quiet $(PYTHON_TEST_PACKAGES) \
		|| python3 -m pip install --quiet --break-system-packages $(PYTHON_TEST_PACKAGES)

# The binary is a file made from the sources: a target whose binary is current starts its command at once,
# without SwiftPM (and its dependencies' warnings). `make -B` or touching Package.swift builds it again.
SWIFT_SOURCES := Package.swift $(shell find Sources -type f 2>/dev/null)
# The Swift runtime is linked into the binary (--static-swift-stdlib): installed (make install, make deb), it runs
# on a machine without Swift, needing only the Debian libraries it names.
$(WORDPACK): $(SWIFT_SOURCES)
	@scripts/ensure-packages $(BUILD_PACKAGES) $(SPELLING_PACKAGES)
	$(SWIFT) build -c release --product wordpack --static-swift-stdlib
	@touch $(WORDPACK)

# Beside the binary: its version and commit, which `wordpack --version` says (rewritten only when they change).
release-binary: deps $(WORDPACK)
	@scripts/version > .build/release/wordpack-version.txt.new
	@cmp -s .build/release/wordpack-version.txt.new .build/release/wordpack-version.txt \
		&& rm .build/release/wordpack-version.txt.new \
		|| mv .build/release/wordpack-version.txt.new .build/release/wordpack-version.txt

# The binary, its data, its manual page and its completions under $(DESTDIR)$(PREFIX) (scripts/install-tree):
# make install PREFIX=$$HOME/.local, or sudo make install (PREFIX=/usr/local).
PREFIX ?= /usr/local
install: release-binary
	scripts/install-tree $(WORDPACK) "$(DESTDIR)" "$(PREFIX)"

# The Debian package, packages/wordpack_<version>_<arch>.deb (scripts/package-deb): apt install ./packages/….deb.
deb: release-binary
	@scripts/ensure-packages dpkg-dev
	scripts/package-deb $(WORDPACK) packages

# WORDPACK_COMMAND: the command a stopped build's last line says to run again.
build: release-binary
	WORDPACK_COMMAND="make build" $(WORDPACK) build

ingest: release-binary
	$(WORDPACK) ingest

check: release-binary
	$(WORDPACK) check

audio: release-binary
	$(WORDPACK) audio

# One stage alone, any kind's: make stage NAME=ole (the stages: wordpack stage --help).
stage: release-binary
	@test -n "$(NAME)" || { echo "make stage NAME=<stage>: say which (wordpack stage --help lists them)" >&2; exit 2; }
	$(WORDPACK) stage $(NAME)

images: release-binary
	$(WORDPACK) images

# The test build's log goes to .build/build-tests.log: a warning in Sources/, Tests/ or Fuzz/ fails the tests
# (scripts/check-warnings). swift-argument-parser's generate-manual is built for ManualPageTests.
test: test-deps
	# The tree is as swift format writes it (make format fixes it), then the build has no warning of ours.
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(LINTED)
	@mkdir -p .build
	# A target that imports a target Package.swift does not give it fails the build (as swift-nio's CI checks).
	bash -o pipefail -c '$(SWIFT) build --build-tests --explicit-target-dependency-import-check error 2>&1 | tee .build/build-tests.log'
	scripts/check-warnings .build/build-tests.log
	$(SWIFT) build --product generate-manual
	# The tests that measure this process's peak memory (MemoryTests) alone, one at a time; then the rest in
	# parallel.
	$(SWIFT) test --skip-build --no-parallel --filter MemoryTests
	$(SWIFT) test --skip-build --skip MemoryTests

# Every test but those tagged .slow (Tests/Support/SlowTests.swift: builds again and again, killed builds, Chromium,
# a cache server), and the tests whose names say they measure memory, which make test runs alone; after building
# what changed. The run to repeat while working: under three minutes on two idle cores with the tests built
# (bench/README.md, "Test suite"); make test runs everything. This toolchain's swift test filters by name, not
# by tag: scripts/slow-tests names the tagged tests.
test-fast: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip "MemoryTests|$$(scripts/slow-tests)"

manifest: release-binary
	$(WORDPACK) manifest

# The review site for the content team: review/index.html (SINCE=releases/3 marks what changed since that release).
review: release-binary
	$(WORDPACK) review $(if $(SINCE),--since $(SINCE))

# The review site served and built again on every save of inputs/ or pipeline.json (PORT=8000 picks the port).
review-watch: release-binary
	$(WORDPACK) review --watch $(if $(PORT),--port $(PORT)) $(if $(SINCE),--since $(SINCE))

# A recording script for one language: scripts/$(LANGUAGE).html and .tsv (ALL=1 for every recording, LIST=Animals for one list).
script: release-binary
	@test -n "$(LANGUAGE)" || { echo "make script needs a language: make script LANGUAGE=es"; exit 2; }
	$(WORDPACK) script --language $(LANGUAGE) $(if $(ALL),--all) $(if $(LIST),--list $(LIST))

# One long take cut into the recordings of a script: TAKE=takes/es-1.wav LANGUAGE=es reads scripts/es.tsv; the
# review page goes to scripts/es-split.html (RETAKES=last keeps the last of a word said twice, DRY_RUN=1 writes no
# recording, REPLACE=1 replaces recordings already there, MARGIN=ms, LABELS=scripts/es-split.txt cuts by an Audacity
# label track).
split: release-binary
	@test -n "$(TAKE)" -a -n "$(LANGUAGE)" || { echo "make split needs a take and a language: make split TAKE=takes/es-1.wav LANGUAGE=es"; exit 2; }
	$(WORDPACK) split "$(TAKE)" --script scripts/$(LANGUAGE).tsv $(if $(RETAKES),--retakes $(RETAKES)) $(if $(DRY_RUN),--dry-run) $(if $(REPLACE),--replace) $(if $(MARGIN),--margin $(MARGIN)) $(if $(LABELS),--labels $(LABELS))

# Recordings and translations taken as right (docs/recording.md, "When a word changes"): LANGUAGE=es notes what its
# recordings not noted yet say in inputs/languages/es/recorded.tsv; ITEMS names recordings and translations to
# accept whatever they were made for; OUTDATED=1 accepts every stale recording and outdated translation.
accept: release-binary
	@test -n "$(LANGUAGE)" || { echo "make accept needs a language: make accept LANGUAGE=es"; exit 2; }
	$(WORDPACK) accept --language $(LANGUAGE) $(ITEMS) $(if $(OUTDATED),--outdated)

# The release job: build under the release policy (an untranslated word or a misspelling is an error), then
# publish a verified, versioned release into RELEASE_DIR
# (VERSION=… names it; by default the next number).
RELEASE_DIR ?= releases
# A release build makes again here AUDIT percent of what it takes from a shared cache and compares bytes.
AUDIT ?= 2
release: release-binary
	WORDPACK_COMMAND="make release" $(WORDPACK) build --policy release --audit $(AUDIT)
	$(WORDPACK) publish --to $(RELEASE_DIR) $(if $(VERSION),--version $(VERSION)) \
		$(if $(SWIFT_PACKAGES),--swift-package $(SWIFT_PACKAGES) --git)

# Benchmarks against the tools users would otherwise use; each part installs what it compares with.
bench: release-binary
	bench/run

# The scale benchmark alone, at a studio's full size (bench/README.md, "Scale"); SCALE_WORDS, SCALE_LANGUAGES.
SCALE_WORDS ?= 100000
SCALE_LANGUAGES ?= 30
bench-scale: release-binary
	SCALE_WORDS=$(SCALE_WORDS) SCALE_LANGUAGES=$(SCALE_LANGUAGES) SCALE_SHEET_ROWS=100000 bash bench/scale.sh

# From a saved cell to the open page's reload event under review --watch (bench/README.md, "Live review").
bench-review: release-binary
	bash bench/review.sh

# The split benchmark alone (bench/README.md, "Split"): a take of SPLIT_BENCH_MINUTES minutes at 48 kHz.
SPLIT_BENCH_MINUTES ?= 60
bench-split: release-binary
	SPLIT_BENCH_MINUTES=$(SPLIT_BENCH_MINUTES) bash bench/split.sh

# The sheets' merge driver against daff's merge (bench/README.md, "Merge"): two branches' edits of a sheet of
# MERGE_BENCH_ROWS rows, MERGE_BENCH_EDITS edits on each side.
MERGE_BENCH_ROWS ?= 100000
MERGE_BENCH_EDITS ?= 100
bench-merge: release-binary
	MERGE_BENCH_ROWS=$(MERGE_BENCH_ROWS) MERGE_BENCH_EDITS=$(MERGE_BENCH_EDITS) bash bench/merge.sh

# The retakes benchmark alone (bench/README.md, "Retakes"): takes with lines said again, split --retakes last.
bench-retakes:
	bash bench/retakes.sh

# Fuzzing the readers (Fuzz/README.md): not part of make test. Needs the build libraries, and sox and ffmpeg
# only to remake the seeds (Fuzz/make-corpus.sh).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz

# swift-format, as .swift-format says (scripts/format); make test runs the same lint first and fails on any finding.
LINTED := Sources Tests Fuzz Package.swift
format:
	scripts/format

lint:
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(LINTED)

clean:
	rm -rf .build .build-fuzz .wordpack review packages
	find outputs -mindepth 1 ! -name README.md -exec rm -rf {} +
