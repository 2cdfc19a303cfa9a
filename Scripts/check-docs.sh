#!/usr/bin/env bash
# Builds NavigationKit's documentation with DocC and fails on any warning (a broken symbol
# link, an unknown topic). Writes nothing inside the repository but .build/.
set -euo pipefail
cd "$(dirname "$0")/.."

# dump-symbol-graph writes every module's graph into one folder; DocC reads NavigationKit's.
written=$(swift package dump-symbol-graph | sed -n 's/^Files written to //p')
graphs=.build/navigationkit-symbol-graph
rm -rf "$graphs" && mkdir -p "$graphs"
cp "$written"/NavigationKit.symbols.json "$graphs"/
docc convert Modules/NavigationKit/NavigationKit.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path .build/documentation \
  --analyze --warnings-as-errors
echo "check-docs: NavigationKit's documentation builds without warnings"
