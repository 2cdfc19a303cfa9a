# Sourced by the checks that compile the package's targets with swiftc, outside SwiftPM
# (Scripts/check-swiftui-interface, Scripts/check-doc-snippets): the package's description,
# each target's compiler flags, the targets in dependency order, and the SwiftUI stand-in.
#
# Call package_targets_load TMP first: it writes TMP/describe.json and TMP/manifest.json and
# sets `deps` (target -> its target dependencies). Exits 2 when the package cannot be read.

# SwiftPM compiles every target of a package with one package name, which `package` access
# needs: without one, a `package` declaration is visible in its own file only.
package_name=navigationkit
standin=Scripts/SwiftUIStandIn

declare -A deps
package_targets_load() {
  local tmp=$1 name rest
  swift package describe --type json >"$tmp/describe.json" 2>"$tmp/describe.err" \
    || { cat "$tmp/describe.err" >&2; exit 2; }
  swift package dump-package >"$tmp/manifest.json" 2>"$tmp/manifest.err" \
    || { cat "$tmp/manifest.err" >&2; exit 2; }
  jq -r '.targets[] | "\(.name) \(.target_dependencies // [] | join(" "))"' "$tmp/describe.json" \
    >"$tmp/deps.txt"
  while read -r name rest; do deps[$name]=$rest; done <"$tmp/deps.txt"
  package_tmp=$tmp
}

# The manifest's Swift settings of a target, as compiler flags.
settings_flags() {
  jq -r --arg t "$1" '
    [.targets[] | select(.name == $t) | .settings[]? | select(.tool == "swift") | .kind] as $kinds
    | ([$kinds[] | .swiftLanguageMode?._0 // empty] | last // "6") as $mode
    | "-swift-version", $mode,
      ($kinds[] | (.enableUpcomingFeature?._0 // empty | "-enable-upcoming-feature", .),
                  (.enableExperimentalFeature?._0 // empty | "-enable-experimental-feature", .),
                  (.define?._0 // empty | "-D" + .))' "$package_tmp/manifest.json"
}

# The Swift sources of a target, paths relative to the package root, one a line.
target_sources() {
  jq -r --arg t "$1" '.targets[] | select(.name == $t) | .path as $p
    | .sources[] | select(endswith(".swift")) | "\($p)/\(.)"' "$package_tmp/describe.json"
}

# Sets `order` to the given targets and everything they depend on, dependencies first.
dependency_order() {
  local -A needed=() placed=()
  local name dep ready progressed
  need() {
    [[ -n "${needed[$1]:-}" ]] && return
    needed[$1]=1
    local dep
    for dep in ${deps[$1]}; do need "$dep"; done
  }
  for name in "$@"; do need "$name"; done
  order=()
  while ((${#order[@]} < ${#needed[@]})); do
    progressed=0
    for name in $(printf '%s\n' "${!needed[@]}" | sort); do
      [[ -n "${placed[$name]:-}" ]] && continue
      ready=1
      for dep in ${deps[$name]}; do [[ -n "${placed[$dep]:-}" ]] || ready=0; done
      if ((ready)); then order+=("$name"); placed[$name]=1; progressed=1; fi
    done
    ((progressed)) || { echo "dependency cycle among targets" >&2; exit 2; }
  done
}

# The version the stand-in declares itself as: SwiftUI of the iOS 26 SDK, so the code fenced by
# `#if canImport(SwiftUI, _version: 6.0)` (iOS 18 API) or `_version: 7.0` (iOS 26 API) is
# type-checked here too. Apple's SDK check (iOS 17.4's SwiftUI 5.4) compiles the other side.
standin_version=7.0

# Compiles the stand-in as a module named SwiftUI into the folder $1; shows why and returns 1
# when it does not compile.
compile_standin() {
  if ! swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors \
    -user-module-version "$standin_version" \
    -diagnostic-style=llvm -module-name SwiftUI -emit-module-path "$1/SwiftUI.swiftmodule" \
    "$standin"/*.swift >"$package_tmp/SwiftUI.log" 2>&1; then
    cat "$package_tmp/SwiftUI.log" >&2
    echo "the stand-in in $standin does not compile" >&2
    return 1
  fi
}
