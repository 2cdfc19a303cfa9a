#!/usr/bin/env bash
# A first guard on the module boundaries, until the full dependency-graph check lands:
#   - no feature imports another feature;
#   - SwiftUI is imported only in files fenced whole by `#if canImport(SwiftUI)`;
#   - UIKit and AppKit are never imported by NavigationKit or the features.
# Exits 1 with file:line for each violation, 0 when clean.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
import_of() { # $1 = module name; prints file:line:text of every import of it
  grep -rnE "^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|func|var|let|typealias)[[:space:]]+)?$1([[:space:]]|\.|$)" \
    --include='*.swift' "${@:2}" || true
}

features=$(find Modules -mindepth 1 -maxdepth 1 -type d -name 'Feature*' -printf '%f\n' | sort)
for feature in $features; do
  for other in $features; do
    [[ "$feature" == "$other" ]] && continue
    while IFS= read -r hit; do
      [[ -z "$hit" ]] && continue
      echo "$hit: error: $feature imports $other: features must not depend on each other"
      status=1
    done < <(import_of "$other" "Modules/$feature" "Tests/${feature}Tests")
  done
done

while IFS= read -r hit; do
  [[ -z "$hit" ]] && continue
  file=${hit%%:*}
  first=$(grep -vE '^[[:space:]]*(//.*)?$' "$file" | head -n 1)
  if [[ "$first" != "#if canImport(SwiftUI)" ]]; then
    echo "$hit: error: SwiftUI imported outside a file fenced whole by #if canImport(SwiftUI)"
    status=1
  fi
done < <(import_of SwiftUI Modules App)

for framework in UIKit AppKit; do
  while IFS= read -r hit; do
    [[ -z "$hit" ]] && continue
    echo "$hit: error: $framework is never imported by NavigationKit or a feature"
    status=1
  done < <(import_of "$framework" Modules)
done

if [[ $status -eq 0 ]]; then
  echo "check-boundaries: clean ($(echo $features | wc -w) features)"
fi
exit $status
