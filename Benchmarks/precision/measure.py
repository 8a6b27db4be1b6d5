#!/usr/bin/env python3
"""Precision of a11y-audit's rules on real apps, from the labels in this folder.

    Benchmarks/precision/measure.py [--binary PATH] [--swift FILE] APP=CHECKOUT [APP=CHECKOUT ...]

Scans each local checkout with the built binary (`scan --format json --no-store --no-cache --all-rules`; nothing is
fetched), matches every reported violation with the label of the same file, line and rule in APP.tsv, and prints per
rule, for the rules on by default, overall and per app: violations reported, true, false, debatable, unlabelled,
precision (true / (true + false)), and the labelled true findings the scan no longer reports. Opt-in rules (`rules
--format json`) are scanned too, so that a rule can be measured back over the bar. `--swift FILE` writes the figures as the Swift table the rules'
documentation, `rules` and SARIF's `precision` read (Sources/A11yAuditScanner/Rules/RuleMeasurements.swift).
"""

import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICTS = ("true", "false", "debatable")


def read_labels(app):
    path = os.path.join(HERE, app + ".tsv")
    labels = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) < 4 or fields[3] not in VERDICTS or not fields[1].isdigit():
                sys.exit(f"{path}:{number}: expected FILE<TAB>LINE<TAB>RULE<TAB>true|false|debatable<TAB>REASON")
            labels[(fields[0], int(fields[1]), fields[2])] = (fields[3], fields[4] if len(fields) > 4 else "")
    return labels


def scan(binary, checkout):
    command = [binary, "scan", checkout, "--format", "json", "--no-store", "--no-cache", "--all-rules"]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"{checkout}: the scan failed (exit {run.returncode}): {run.stderr.strip()}")
    return json.loads(run.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(HERE, "../../.build/release/a11y-audit"))
    parser.add_argument("--swift", help="write the per-rule figures as the kit's Swift table")
    parser.add_argument("--verbose", action="store_true", help="list unlabelled and false findings")
    parser.add_argument("apps", nargs="+", metavar="APP=CHECKOUT")
    arguments = parser.parse_args()

    listing = subprocess.run([arguments.binary, "rules", "--format", "json"], capture_output=True, text=True, check=True)
    opt_in = {rule["id"] for rule in json.loads(listing.stdout)["rules"] if rule.get("optIn")}
    per_rule = collections.defaultdict(collections.Counter)
    per_app = collections.defaultdict(collections.Counter)
    per_app_default = collections.defaultdict(collections.Counter)
    apps_per_rule = collections.defaultdict(set)
    lost = []
    for pair in arguments.apps:
        app, _, checkout = pair.partition("=")
        if not checkout or not os.path.isdir(checkout):
            sys.exit(f"{pair}: give APP=CHECKOUT with a local checkout of the app")
        labels = read_labels(app)
        result = scan(arguments.binary, checkout)
        reported = set()
        for finding in result["findings"]:
            if finding.get("passing"):
                continue
            key = (finding["file"], finding["line"], finding["rule"])
            reported.add(key)
            verdict = labels.get(key, ("unlabelled", ""))[0]
            per_rule[finding["rule"]][verdict] += 1
            per_rule[finding["rule"]]["reported"] += 1
            per_app[app][verdict] += 1
            per_app[app]["reported"] += 1
            if finding["rule"] not in opt_in:
                per_app_default[app][verdict] += 1
                per_app_default[app]["reported"] += 1
            apps_per_rule[finding["rule"]].add(app)
            if arguments.verbose and verdict in ("unlabelled", "false"):
                print(f"  {verdict:10} {app} {key[0]}:{key[1]} {key[2]} {labels.get(key, ('', ''))[1]}")
        for key, (verdict, reason) in sorted(labels.items()):
            if verdict == "true" and key not in reported:
                lost.append((app, key, reason))

    def precision(counts):
        decided = counts["true"] + counts["false"]
        return counts["true"] / decided if decided else None

    def row(name, counts):
        value = precision(counts)
        shown = f"{value:.3f}" if value is not None else "—"
        return (f"{name:40} {counts['reported']:6} {counts['true']:6} {counts['false']:6} {counts['debatable']:6} "
                f"{counts['unlabelled']:6} {shown:>9}")

    header = f"{'rule':40} {'found':>6} {'true':>6} {'false':>6} {'debat.':>6} {'unlab.':>6} {'precision':>9}"
    print(header)
    total = collections.Counter()
    by_default = collections.Counter()
    for rule in sorted(per_rule):
        print(row(rule + (" (opt-in)" if rule in opt_in else ""), per_rule[rule]))
        total.update(per_rule[rule])
        if rule not in opt_in:
            by_default.update(per_rule[rule])
    print(row("rules on by default", by_default))
    print(row("all rules", total))
    print()
    print(f"{'app (rules on by default)':40} {'found':>6} {'true':>6} {'false':>6} {'debat.':>6} {'unlab.':>6} "
          f"{'precision':>9}")
    for app in sorted(per_app):
        print(row(app, per_app_default[app]))
    print()
    print(f"{'app (all rules)':40} {'found':>6} {'true':>6} {'false':>6} {'debat.':>6} {'unlab.':>6} {'precision':>9}")
    for app in sorted(per_app):
        print(row(app, per_app[app]))
    print()
    print(f"labelled true findings no longer reported: {len(lost)}")
    for app, (file, line, rule), reason in lost:
        print(f"  {app} {file}:{line} {rule} ({reason})")

    if arguments.swift:
        write_swift(arguments.swift, per_rule, apps_per_rule)
    return 1 if lost else 0


def write_swift(path, per_rule, apps_per_rule):
    lines = [
        "// Generated by Benchmarks/precision/measure.py --swift from the labels in Benchmarks/precision; do not edit.",
        "",
        "extension RuleMeasurement {",
        "  /// Each rule's labelled findings on the precision benchmark's apps, by rule id.",
        "  static let benchmark: [String: RuleMeasurement] = [",
    ]
    for rule in sorted(per_rule):
        counts = per_rule[rule]
        lines.append(f'    "{rule}": RuleMeasurement(')
        lines.append(
            f'      truePositives: {counts["true"]}, falsePositives: {counts["false"]}, debatable: {counts["debatable"]}, '
            f'apps: {len(apps_per_rule[rule])}),')
    lines += ["  ]", "}", ""]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
