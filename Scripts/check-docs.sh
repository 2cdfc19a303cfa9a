#!/usr/bin/env bash
# Builds the DocC catalog of every library that has one — NavigationKit, NavigationKitTesting,
# NavigationKitSwiftUI and NavigationKitUIKit — and fails on any warning (a broken symbol link, an unknown topic).
# Writes nothing inside the repository but .build/.
#
# NavigationKit's and NavigationKitTesting's symbols come from SwiftPM's symbol graphs. Every
# file of NavigationKitSwiftUI is fenced by `#if canImport(SwiftUI)`, so on Linux SwiftPM's
# graph of it is empty: its symbols come from compiling it against the SwiftUI stand-in
# (Scripts/SwiftUIStandIn), as Scripts/check-swiftui-interface does; NavigationKitUIKit's, fenced
# by `#if canImport(UIKit) && !os(watchOS)`, from compiling it against the UIKit stand-in too.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="$PATH:/opt/swift/usr/bin"
fi

# dump-symbol-graph writes every module's graph into one folder; each catalog reads its own
# module's, with the graphs of its extensions to other modules (Module@Other.symbols.json).
written=$(swift package dump-symbol-graph | sed -n 's/^Files written to //p')
graphs=.build/symbol-graphs
mkdir -p .build/documentation
rm -rf "$graphs" && mkdir -p "$graphs"

convert() {
  local module=$1 catalog=$2
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --output-path ".build/documentation/$module" \
    --analyze --warnings-as-errors
  echo "check-docs: $module's documentation builds without warnings"
}

for module in NavigationKit NavigationKitTesting; do
  mkdir -p "$graphs/$module"
  cp "$written/$module".symbols.json "$written/$module"@*.symbols.json "$graphs/$module"/ \
    2>/dev/null || cp "$written/$module".symbols.json "$graphs/$module"/
  convert "$module" "Modules/$module/$module.docc"
done

source Scripts/lib/package-targets.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/modules" "$graphs/NavigationKitSwiftUI" "$graphs/NavigationKitUIKit"
# The library package only: its catalogs document its modules.
package_targets_load "$tmp" .
# UIKit first, so the SwiftUI stand-in has its UIKit interoperation, as on iOS.
compile_standin_module UIKit "$uikit_standin" "$tmp/modules" || exit 1
compile_standin "$tmp/modules" || exit 1
# NavigationKitSwiftUI's tapped notifications, fenced by `#if canImport(UserNotifications)`.
compile_standin_module UserNotifications "$notifications_standin" "$tmp/modules" || exit 1
dependency_order NavigationKitSwiftUI NavigationKitUIKit
for name in "${order[@]}"; do
  mapfile -t sources < <(target_sources "$name")
  mapfile -t flags < <(settings_flags "$name")
  symbols=()
  [[ $name == NavigationKitSwiftUI || $name == NavigationKitUIKit ]] \
    && symbols=(-emit-symbol-graph -emit-symbol-graph-dir "$graphs/$name")
  swiftc -parse-as-library -wmo -Onone -suppress-warnings -diagnostic-style=llvm "${flags[@]}" \
    -DSWIFT_PACKAGE -package-name "${package_of[$name]}" -I "$tmp/modules" -module-name "$name" \
    -emit-module -emit-module-path "$tmp/modules/$name.swiftmodule" \
    -experimental-skip-non-inlinable-function-bodies "${symbols[@]}" "${sources[@]}"
done
convert NavigationKitSwiftUI Modules/NavigationKitSwiftUI/NavigationKitSwiftUI.docc
convert NavigationKitUIKit Modules/NavigationKitUIKit/NavigationKitUIKit.docc
