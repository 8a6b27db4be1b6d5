#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer and AddressSanitizer, then runs it for SECONDS on its seed corpus.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]
#
# TARGET is StoreReader, AuditMarkdown, Configuration, Scanner, Fix or Renderers (Fuzz/Targets/TARGET; Renderers
# needs Debian's libcmark-gfm-dev, libcmark-gfm-extensions-dev and libxml2-dev). New inputs go to
# .build-fuzz/corpus/TARGET (the seeds in Fuzz/Corpus/TARGET, and for the scanner and the fixer the sample app's
# sources, are only read); a crash, a failed check or an input
# slower than the timeout is saved as Fuzz/Corpus/TARGET/crash-… (or timeout-…), which every later run replays, and
# the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2
if [ ! -d "Fuzz/Targets/$target" ]; then
  echo "Fuzz/run.sh: no fuzz target $target (Fuzz/Targets holds: $(ls Fuzz/Targets | tr '\n' ' '))" >&2
  exit 2
fi

# lld: gold fails on the entry point SwiftPM gives executables (`<Target>_main`, see Fuzz/Support).
A11Y_AUDIT_FUZZ=1 swift build --build-path .build-fuzz --product "Fuzz$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld >&2
binary=".build-fuzz/debug/Fuzz$target"
seeds="Fuzz/Corpus/$target"
work=".build-fuzz/corpus/$target"
mkdir -p "$seeds" "$work"

# Each input must scan within the timeout (seconds, in this debug build with AddressSanitizer).
case "$target" in
  Scanner | Fix) timeout=20 ;;
  *) timeout=10 ;;
esac
# The Swift runtime's backtracer and AddressSanitizer both handle crashes: leave them to AddressSanitizer.
export SWIFT_BACKTRACE=enable=no
# The scanner and the fixer also start from the sample app's sources.
extra=()
case "$target" in
  Scanner | Fix) extra=(Resources/Sample/Sources) ;;
esac
exec "$binary" "$work" "$seeds" "${extra[@]}" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 \
  -artifact_prefix="$seeds/" -print_final_stats=1 "$@"
