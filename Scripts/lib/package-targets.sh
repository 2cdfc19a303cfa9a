# Sourced by the checks that compile the packages' targets with swiftc, outside SwiftPM
# (Scripts/check-swiftui-interface, Scripts/check-uikit-interface, Scripts/check-doc-snippets,
# Scripts/check-docs.sh): the packages' description, each target's compiler flags, the targets
# in dependency order, and the SwiftUI and UIKit stand-ins. Run from the repository's root.
#
# The repository holds two packages an app builds: the library (the root) and the sample app
# (App/), which depends on the library's products. package_targets_load reads both, library
# first, and merges them into one description whose paths are relative to the repository's
# root, so diagnostics name `App/Modules/...` files as they are in the repository.
#
# Call package_targets_load TMP [PACKAGE...] first (default: `.` then `App`): it writes
# TMP/describe.json and TMP/manifest.json (the merged ones) and sets `deps` (target -> the
# targets it depends on, in its package or, through a product, in a package read before it) and
# `package_of` (target -> its package's name, for -package-name). Exits 2 when a package cannot
# be read.

standin=Scripts/SwiftUIStandIn
uikit_standin=Scripts/UIKitStandIn
# The AppIntents stand-in, for the App Intents fenced by `#if canImport(AppIntents)`.
intents_standin=Scripts/AppIntentsStandIn
# The UserNotifications stand-in, for the tapped notifications fenced by
# `#if canImport(UserNotifications)`.
notifications_standin=Scripts/UserNotificationsStandIn

declare -A deps package_of package_index
package_targets_load() {
  local tmp=$1 name rest index=0 dir
  shift
  local -a packages=("$@")
  ((${#packages[@]})) || packages=(. App)
  local -a describes=() manifests=()
  for dir in "${packages[@]}"; do
    swift package --package-path "$dir" describe --type json >"$tmp/describe.$index.json" \
      2>"$tmp/describe.err" || { cat "$tmp/describe.err" >&2; exit 2; }
    swift package --package-path "$dir" dump-package >"$tmp/manifest.$index.json" \
      2>"$tmp/manifest.err" || { cat "$tmp/manifest.err" >&2; exit 2; }
    describes+=("$tmp/describe.$index.json")
    manifests+=("$tmp/manifest.$index.json")
    index=$((index + 1))
  done
  # SwiftPM compiles every target of a package with one package name, which `package` access
  # needs: without one, a `package` declaration is visible in its own file only. Each package
  # has its own, so the sample app cannot use the library's `package` declarations, as an app
  # that depends on the library by URL cannot.
  local prefixes
  prefixes=$(printf '%s\n' "${packages[@]}" | jq -R 'if . == "." or . == "" then "" else sub("/$"; "") + "/" end' | jq -s .)
  jq -s --argjson prefixes "$prefixes" '
    [to_entries[] | .key as $i | .value as $d
      | $d.targets[] | . + {
          path: ($prefixes[$i] + .path), package: ($d.name | ascii_downcase), package_index: $i}]
    as $targets
    | [to_entries[] | .key as $i | .value.products[]? | . + {package_index: $i}] as $products
    | {targets: [$targets[] | . as $t
        | .target_dependencies = ((.target_dependencies // [])
            + [(.product_dependencies // [])[] as $p
                | $products[] | select(.name == $p and .package_index < $t.package_index)
                | .targets[]] | unique)],
       products: $products}' "${describes[@]}" >"$tmp/describe.json"
  jq -s '{targets: [.[].targets[]]}' "${manifests[@]}" >"$tmp/manifest.json"
  local duplicated
  duplicated=$(jq -r '[.targets[].name] | group_by(.) | map(select(length > 1)[0]) | join(" ")' \
    "$tmp/describe.json")
  [[ -z "$duplicated" ]] || { echo "targets named alike in two packages: $duplicated" >&2; exit 2; }
  jq -r '.targets[] | "\(.name) \(.package) \(.package_index) \(.target_dependencies | join(" "))"' \
    "$tmp/describe.json" >"$tmp/deps.txt"
  local package position
  while read -r name package position rest; do
    deps[$name]=$rest
    package_of[$name]=$package
    package_index[$name]=$position
  done <"$tmp/deps.txt"
  package_tmp=$tmp
}

# The manifest's Swift settings of a target, as compiler flags (`.defaultIsolation` too, which
# Scripts/check-default-isolation's copies set).
settings_flags() {
  jq -r --arg t "$1" '
    [.targets[] | select(.name == $t) | .settings[]? | select(.tool == "swift") | .kind] as $kinds
    | ([$kinds[] | .swiftLanguageMode?._0 // empty] | last // "6") as $mode
    | "-swift-version", $mode,
      ($kinds[] | (.enableUpcomingFeature?._0 // empty | "-enable-upcoming-feature", .),
                  (.enableExperimentalFeature?._0 // empty | "-enable-experimental-feature", .),
                  (.define?._0 // empty | "-D" + .),
                  (.defaultIsolation?._0 // empty | "-default-isolation", .))' "$package_tmp/manifest.json"
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
  # Package by package, the library first: a package depends only on the ones before it.
  order=()
  local package count
  for package in $(for name in "${!needed[@]}"; do echo "${package_index[$name]}"; done | sort -un); do
    count=$(for name in "${!needed[@]}"; do echo "${package_index[$name]}"; done | grep -cx "$package")
    count=$((${#order[@]} + count))
    while ((${#order[@]} < count)); do
      progressed=0
      for name in $(printf '%s\n' "${!needed[@]}" | sort); do
        [[ -n "${placed[$name]:-}" || "${package_index[$name]}" != "$package" ]] && continue
        ready=1
        for dep in ${deps[$name]}; do [[ -n "${placed[$dep]:-}" ]] || ready=0; done
        if ((ready)); then order+=("$name"); placed[$name]=1; progressed=1; fi
      done
      ((progressed)) || { echo "dependency cycle among targets" >&2; exit 2; }
    done
  done
}

# Compiles the SwiftUI stand-in as a module named SwiftUI into the folder $1; shows why and
# returns 1 when it does not compile. Its UIKit interoperation is compiled in when the UIKit
# stand-in was compiled into $1 before (compile_standin_module UIKit "$uikit_standin" "$1").
compile_standin() {
  compile_standin_module SwiftUI "$standin" "$1"
}

# Compiles the stand-in in the folder $2 as a module named $1 into the folder $3, where the
# stand-ins compiled before are found; shows why and returns 1 when it does not compile.
compile_standin_module() {
  # SwiftUI declares the version of iOS 26's SDK, so code fenced by
  # `#if canImport(SwiftUI, _version: 6.0)` (iOS 18) or 7.0 (iOS 26) is type-checked too.
  local version=()
  [[ "$1" == SwiftUI ]] && version=(-user-module-version 7.0)
  if ! swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors \
    -diagnostic-style=llvm -I "$3" -module-name "$1" "${version[@]}" \
    -emit-module-path "$3/$1.swiftmodule" "$2"/*.swift >"$package_tmp/$1.log" 2>&1; then
    cat "$package_tmp/$1.log" >&2
    echo "the stand-in in $2 does not compile" >&2
    return 1
  fi
}
