#!/usr/bin/env bash
# Formats every Swift file in place with the committed .swift-format, then lints strictly.
# Usage: Scripts/format.sh          format and lint
#        Scripts/format.sh --check  lint only (what CI runs)
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Modules App Tests Scripts/DependencyGraph Scripts/DependencyGraphCheck
  Scripts/APIAvailabilityCheck
  Scripts/DocSnippetCheck
  Scripts/FeatureTemplate
  Scripts/SwiftUIStandIn
  Fuzz/Checks Fuzz/Harnesses/Package.swift Fuzz/Harnesses/Sources
  Benchmarks/Package.swift Benchmarks/Benchmarks)
if [[ "${1:-}" != "--check" ]]; then
  swift format format --in-place --parallel --recursive "${paths[@]}"
fi
swift format lint --strict --parallel --recursive "${paths[@]}"
