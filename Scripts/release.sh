#!/usr/bin/env bash
# Packs a11y-audit as a SwiftPM artifact bundle (SE-0305: info.json, schemaVersion 1.0, one variant per platform)
# for the plugins of packages that depend on a release, and zips it for the release's assets.
#
#   Scripts/release.sh [--configuration release|debug] [--bin-path DIR] [--output DIR] [--pin URL]
#
# On Linux it builds the x86_64 (or aarch64) variant with the Swift runtime linked in; on a Mac the universal
# arm64 + x86_64 variant. Run it on each into the same --output folder (copy the folder between them) and the bundle
# lists every variant present. --configuration debug packs a debug build; --bin-path packs the build in DIR without
# building (what the tests do while `swift test` holds the build folder). --pin URL writes the zip's URL and
# checksum into Package.swift, and the tag's source archive and its sha256 into Formula/a11y-audit.rb, for the
# release commit that follows the tag.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
output=.build-release
bin_path=""
pin=""
while (($#)); do
  case "$1" in
    --configuration) configuration=${2:?--configuration takes release or debug}; shift 2 ;;
    --bin-path) bin_path=${2:?--bin-path takes a folder}; shift 2 ;;
    --output) output=${2:?--output takes a folder}; shift 2 ;;
    --pin) pin=${2:?--pin takes the zip URL}; shift 2 ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$configuration" in
  release | debug) ;;
  *) echo "release.sh: --configuration takes release or debug, not $configuration" >&2; exit 2 ;;
esac

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/A11yAuditModel/ToolVersion.swift)
[ -n "$version" ] || { echo "release.sh: no version in Sources/A11yAuditModel/ToolVersion.swift" >&2; exit 2; }
tag=$(git describe --tags --exact-match 2>/dev/null || true)
if [ -n "$tag" ] && [ "$tag" != "$version" ]; then
  echo "release.sh: HEAD is tagged $tag but ToolVersion.current is $version; make them agree" >&2
  exit 2
fi

case "$(uname -s)" in
  Darwin)
    build=(swift build -c "$configuration" --product a11y-audit --arch arm64 --arch x86_64)
    variant="a11y-audit-$version-macos"
    resources="a11y-audit_A11yAuditResources.bundle"
    ;;
  Linux)
    build=(swift build -c "$configuration" --product a11y-audit)
    [ "$configuration" = release ] && build+=(--static-swift-stdlib)
    variant="a11y-audit-$version-linux-$(uname -m)"
    resources="a11y-audit_A11yAuditResources.resources"
    ;;
  *) echo "release.sh: no variant for $(uname -s)" >&2; exit 2 ;;
esac
if [ -z "$bin_path" ]; then
  # Linking the Swift runtime in statically links Foundation's networking (the MCP SDK uses it), which needs libcurl.
  if [ "$(uname -s)" = Linux ] && [ "$configuration" = release ] && ! pkg-config --exists libcurl 2>/dev/null; then
    echo "release.sh: the static link needs libcurl's development files (Debian/Ubuntu: libcurl4-openssl-dev)" >&2
    exit 2
  fi
  "${build[@]}"
  bin_path=$("${build[@]}" --show-bin-path)
fi
[ -x "$bin_path/a11y-audit" ] || { echo "release.sh: $bin_path/a11y-audit is not an executable" >&2; exit 2; }
[ -d "$bin_path/$resources" ] || { echo "release.sh: $bin_path/$resources is missing" >&2; exit 2; }

bundle="$output/a11y-audit.artifactbundle"
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$bin_path/a11y-audit" "$bundle/$variant/bin/"
cp -R "$bin_path/$resources" "$bundle/$variant/bin/"
# A release build keeps its symbol table; the bundle does not need it (about half the Linux binary).
if [ "$configuration" = release ] && [ "$(uname -s)" = Linux ]; then strip "$bundle/$variant/bin/a11y-audit"; fi
printed=$("$bundle/$variant/bin/a11y-audit" --version)
if [ "$printed" != "$version" ]; then
  echo "release.sh: the packed binary prints version $printed, not $version" >&2
  exit 1
fi

# info.json lists every variant folder in the bundle, with the platforms it runs on.
variants=()
for folder in "$bundle"/a11y-audit-"$version"-*/; do
  name=$(basename "$folder")
  case "$name" in
    *-macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *-linux-x86_64) triples='"x86_64-unknown-linux-gnu"' ;;
    *-linux-aarch64 | *-linux-arm64) triples='"aarch64-unknown-linux-gnu"' ;;
    *) echo "release.sh: unknown variant folder $name" >&2; exit 2 ;;
  esac
  variants+=("        { \"path\": \"$name/bin/a11y-audit\", \"supportedTriples\": [$triples] }")
done
{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "a11y-audit": {\n'
  printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
  for ((i = 0; i < ${#variants[@]}; i++)); do
    separator=","
    [ "$i" -eq $((${#variants[@]} - 1)) ] && separator=""
    printf '%s%s\n' "${variants[$i]}" "$separator"
  done
  printf '      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

zip_file="$output/a11y-audit.artifactbundle.zip"
rm -f "$zip_file"
(cd "$output" && zip -qry a11y-audit.artifactbundle.zip a11y-audit.artifactbundle)
# compute-checksum needs no package; run it outside this one so it does not wait for a build holding .build.
checksum=$(cd "${TMPDIR:-/tmp}" && swift package compute-checksum "$(cd "$output" && pwd)/a11y-audit.artifactbundle.zip")
echo "bundle:   $bundle ($variant)"
echo "zip:      $zip_file ($(du -k "$zip_file" | cut -f1) KiB)"
echo "checksum: $checksum"

# The Homebrew formula builds from the tag's source archive, which GitHub makes with `git archive`.
if git rev-parse -q --verify "refs/tags/$version" >/dev/null; then
  archive_sha=$(git archive --format=tar.gz --prefix="a11y-audit-$version/" "$version" | shasum -a 256 | cut -d' ' -f1)
  echo "source archive of tag $version: sha256 $archive_sha"
fi

if [ -n "$pin" ]; then
  # The declaration may span lines once swift-format has wrapped an earlier release's pin.
  PIN="$pin" CHECKSUM="$checksum" perl -0pi -e \
    's/^let releasedBinary: \(url: String, checksum: String\)\? = (?:nil|\(.*?\))$/let releasedBinary: (url: String, checksum: String)? = (url: "$ENV{PIN}", checksum: "$ENV{CHECKSUM}")/ms' \
    Package.swift
  swift format format -i Package.swift
  echo "Package.swift: the plugins now run $pin"
  if [ -n "${archive_sha:-}" ]; then
    sed -i.bak -e "s|^  url \".*/archive/refs/tags/.*\.tar\.gz\"|  url \"https://github.com/a11y-audit/a11y-audit/archive/refs/tags/$version.tar.gz\"|" \
      -e "s|^  sha256 \".*\"|  sha256 \"$archive_sha\"|" Formula/a11y-audit.rb
    rm -f Formula/a11y-audit.rb.bak
    echo "Formula/a11y-audit.rb: $version, sha256 $archive_sha"
  fi
fi
