#!/usr/bin/env bash
# Formats every Swift file in place with the committed .swift-format, then lints strictly.
# Usage: Scripts/format.sh          format and lint
#        Scripts/format.sh --check  lint only (what CI runs)
set -euo pipefail
cd "$(dirname "$0")/.."

# The library package, the sample app's package (App/), the checks' (Scripts/Checks), the
# fuzzing one (Fuzz/; not Fuzz/DependencyGraph, a link to Scripts/DependencyGraph) and the
# benchmarks'.
paths=(Package.swift Modules Tests Scripts/DependencyGraph Scripts/NewFeature Plugins
  App/Package.swift App/Modules App/AppComposition App/AppTerminal App/App App/Tests
  Scripts/Checks
  Scripts/FeatureTemplate
  Scripts/SwiftUIStandIn
  Fuzz/Package.swift Fuzz/Checks Fuzz/Harnesses Fuzz/Tests
  Benchmarks/Package.swift Benchmarks/Benchmarks)
if [[ "${1:-}" != "--check" ]]; then
  swift format format --in-place --parallel --recursive "${paths[@]}"
fi
swift format lint --strict --parallel --recursive "${paths[@]}"
