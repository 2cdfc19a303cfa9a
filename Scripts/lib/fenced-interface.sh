# Sourced by the interface checks (Scripts/check-swiftui-interface, Scripts/check-uikit-interface):
# the check both run, for one framework. Linux has neither SwiftUI nor UIKit, so files fenced by
# `#if canImport(<framework>)` never compile here; the check compiles the stand-ins (our
# declarations of the API the fenced files use, each linked to Apple's page) as modules of
# those names, then every target holding a fenced file, and the targets it depends on, against
# them — the library package's first, then the sample app's (App/), which finds the library's
# modules through -I; each package with its own -package-name, and diagnostics at paths
# relative to the repository's root — with the manifest's language mode and upcoming features,
# warnings as errors, through the SIL
# diagnostic passes so region-based isolation ("sending") errors are reported too. It also
# checks that every file importing the framework is fenced whole. Writes nothing inside the
# repository.
#
# The caller sources Scripts/lib/package-targets.sh, then sets, and calls check_fenced_interface:
#   check_name      the script's name, for messages
#   framework       ERE of the modules fenced files import: SwiftUI or UIKit, or an alternation
#   framework_name  how messages name it, when `framework` is an alternation (optional)
#   fence_regex     ERE of the condition of a fence's `#if`, such as `canImport\(SwiftUI\)`
#   fence_text      that condition as written, for messages
#   other_fence     ERE of another check's fence: files fenced whole by it are that check's,
#                   even when they import this framework too (empty for none)
#   standins        "Module=directory=documentation URL prefix" entries, compiled in order
#   consumer        a package depending on the library to check in place of the sample app
#                   (optional; Scripts/check-adoption's consumer, passed with --consumer DIR)
# Exit status of check_fenced_interface: 0 when every fenced file compiles, 1 on any diagnostic
# or unfenced file, 2 when the check cannot run.

check_fenced_interface() {
  local tmp modules failed=0
  tmp=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp'" EXIT
  modules=$tmp/modules
  mkdir -p "$modules"
  local -a packages=(. App) roots=(Modules App)
  if [[ -n "${consumer:-}" ]]; then
    packages=(. "$consumer")
    roots=(Modules "$consumer")
  fi
  package_targets_load "$tmp" "${packages[@]}"

  fail() {
    echo "error: $*" >&2
    failed=1
  }

  # Every Swift source of a non-test target, as "target<TAB>path", paths relative to the root —
  # but the team's tools under Scripts/ (the graph check, the feature scaffold): no app links
  # them, they run where a team builds, and the scaffold carries the feature templates as text,
  # whose `import SwiftUI` lines are strings, not imports.
  jq -r '.targets[] | select(.type != "test") | select(.path | startswith("Scripts/") | not)
    | .name as $t | .path as $p
    | .sources[] | select(endswith(".swift")) | "\($t)\t\($p)/\(.)"' \
    "$tmp/describe.json" >"$tmp/sources.tsv"

  # The stand-ins must stay outside every target, or `swift build` would compile fakes.
  local entry module dir url
  for entry in "${standins[@]}"; do
    IFS='=' read -r module dir url <<<"$entry"
    if jq -e --arg s "$dir" '.targets[] | select(.path == $s or (.path | startswith($s + "/")))' \
      "$tmp/describe.json" >/dev/null; then
      fail "$dir is inside a SwiftPM target; it must not be built by the package"
    fi
  done

  # 1. Fences. A file that imports the framework must be one `#if <fence>` ... `#endif` block.
  imports_framework() {
    grep -Eq "^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+([a-z]+[[:space:]]+)?$framework([.[:space:]]|\$)" "$1"
  }
  has_fence() {
    grep -Eq "^[[:space:]]*#(if|elseif)[[:space:]].*canImport\\($framework\\)" "$1"
  }
  fenced_whole() {
    # First and last code lines (ignoring blank and `//` lines) must be the fence, and the
    # fence's `#if` must be closed by the file's last `#endif`, not earlier.
    # Through the environment: awk -v would read the pattern's backslashes as escapes.
    FENCE="^[[:space:]]*#if[[:space:]]+($2)[[:space:]]*\$" awk '
      /^[[:space:]]*$/ || /^[[:space:]]*\/\// { next }
      { code[++n] = $0 }
      END {
        if (n == 0 || code[1] !~ ENVIRON["FENCE"]) exit 1
        if (code[n] !~ /^[[:space:]]*#endif([[:space:]]|$)/) exit 1
        depth = 0
        for (i = 1; i <= n; i++) {
          if (code[i] ~ /^[[:space:]]*#if([[:space:]]|$)/) depth++
          if (code[i] ~ /^[[:space:]]*#endif([[:space:]]|$)/) { depth--; if (depth == 0 && i < n) exit 1 }
        }
        exit depth == 0 ? 0 : 1
      }' "$1"
  }

  : >"$tmp/fenced.tsv"
  local target file
  while IFS=$'\t' read -r target file; do
    if [[ -n "$other_fence" ]] && fenced_whole "$file" "$other_fence"; then
      continue
    fi
    if has_fence "$file" || imports_framework "$file"; then
      if fenced_whole "$file" "$fence_regex"; then
        printf '%s\t%s\n' "$target" "$file" >>"$tmp/fenced.tsv"
      else
        fail "$file: imports ${framework_name:-$framework} but is not fenced whole by #if $fence_text ... #endif"
      fi
    fi
  done <"$tmp/sources.tsv"

  # A fenced file that no target compiles would never be checked.
  while IFS= read -r -d '' file; do
    awk -F'\t' -v f="$file" '$2 == f { found = 1 } END { exit !found }' "$tmp/sources.tsv" \
      || fail "$file: fenced for ${framework_name:-$framework} but in no SwiftPM target, so never compiled"
  done < <(grep -rlZE --include='*.swift' "^[[:space:]]*#(if|elseif)[[:space:]].*canImport\\($framework\\)" \
    "${roots[@]}" 2>/dev/null || true)

  if [[ ! -s "$tmp/fenced.tsv" ]]; then
    echo "$check_name: no file is fenced by #if $fence_text; nothing to check"
    return "$failed"
  fi

  # 2. The stand-ins: every public declaration must cite the Apple page it mirrors; each is
  #    compiled, in order, where the next ones and the targets find it.
  local lint declarations undocumented files
  for entry in "${standins[@]}"; do
    IFS='=' read -r module dir url <<<"$entry"
    lint=$(awk -v url="$url" '
      /^[[:space:]]*\/\/\// { if (index($0, url)) cited = 1; next }
      /^[[:space:]]*@/ { next }
      /(^|[[:space:]])(public|open)[[:space:]]/ && !/^[[:space:]]*(@_exported[[:space:]]+)?public[[:space:]]+import[[:space:]]/ {
        declarations++
        if (!cited) printf "%s:%d: public declaration without a /// link to %s\n", FILENAME, FNR, url
      }
      { cited = 0 }
      END { printf "%d\n", declarations }' "$dir"/*.swift)
    declarations=$(tail -n 1 <<<"$lint")
    undocumented=$(sed '$d' <<<"$lint")
    [[ -z "$undocumented" ]] || fail "stand-in declarations must cite Apple's documentation:
$undocumented"
    compile_standin_module "$module" "$dir" "$modules" || return 1
    files=("$dir"/*.swift)
    echo "stand-in $module: $declarations public declarations in ${#files[@]} files of $dir"
  done

  # 3. The targets to compile: those holding a fenced file and everything they depend on, in
  #    dependency order.
  dependency_order $(cut -f1 "$tmp/fenced.tsv" | sort -u)

  # 4. Compile each target against the stand-ins: -emit-sil runs the same diagnostic passes as
  #    a build (definite initialization, region-based isolation), which -typecheck skips.
  local -A broken=()
  local name dep fenced errors
  local -a sources flags
  for name in "${order[@]}"; do
    for dep in ${deps[$name]}; do
      if [[ -n "${broken[$dep]:-}" ]]; then
        broken[$name]=1
        fail "$name: not compiled, it depends on $dep, which failed"
        continue 2
      fi
    done
    mapfile -t sources < <(awk -F'\t' -v t="$name" '$1 == t { print $2 }' "$tmp/sources.tsv")
    mapfile -t flags < <(settings_flags "$name")
    fenced=$(awk -F'\t' -v t="$name" '$1 == t' "$tmp/fenced.tsv" | wc -l)
    if swiftc -parse-as-library -wmo -Onone -warnings-as-errors -diagnostic-style=llvm \
      "${flags[@]}" -DSWIFT_PACKAGE -DDEBUG -package-name "${package_of[$name]}" -I "$modules" -module-name "$name" \
      -emit-module -emit-module-path "$modules/$name.swiftmodule" \
      -emit-sil -o "$tmp/$name.sil" "${sources[@]}" >"$tmp/$name.log" 2>&1; then
      printf '%-20s ok: %d fenced of %d files\n' "$name" "$fenced" "${#sources[@]}"
      awk -F'\t' -v t="$name" '$1 == t { print "  " $2 }' "$tmp/fenced.tsv"
    else
      cat "$tmp/$name.log" >&2
      broken[$name]=1
      errors=$(grep -c ': error: ' "$tmp/$name.log" || true)
      fail "$name: does not compile against the ${framework_name:-$framework} stand-in: $errors errors ($fenced fenced files)"
    fi
  done

  local total
  total=$(wc -l <"$tmp/fenced.tsv")
  if ((failed)); then
    echo "$check_name: FAILED: $total fenced files in ${#order[@]} modules" >&2
    return 1
  fi
  echo "$check_name: $total fenced files in ${#order[@]} modules compile against" \
    "the ${framework_name:-$framework} stand-in (Swift 6, warnings as errors)"
}
