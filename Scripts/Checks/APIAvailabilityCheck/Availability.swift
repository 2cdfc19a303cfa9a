/// An Apple platform that availability attributes name.
public enum ApplePlatform: String, CaseIterable, Comparable, Hashable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS

  /// The platform a domain names, as the compiler's dump (`iOS`), a symbol graph (`iOS`) or a
  /// manifest (`ios`) spells it; `nil` for other domains.
  ///
  /// App-extension domains (`iOSApplicationExtension`) and Mac Catalyst are not the platform:
  /// an `if #available(iOSApplicationExtension 18, *)` does not make an API safe in an app.
  public init?(domain: String) {
    switch domain.lowercased() {
    case "ios": self = .iOS
    case "macos", "macosx": self = .macOS
    case "tvos": self = .tvOS
    case "watchos": self = .watchOS
    case "visionos", "xros": self = .visionOS
    default: return nil
    }
  }

  /// Whether `lhs` comes first in messages: iOS, macOS, tvOS, watchOS, visionOS.
  public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
    lhs.order < rhs.order
  }

  /// Declaration order, which is the order messages name platforms in.
  private var order: Int {
    switch self {
    case .iOS: 0
    case .macOS: 1
    case .tvOS: 2
    case .watchOS: 3
    case .visionOS: 4
    }
  }
}

/// A version as availability attributes and manifests write it: `18`, `18.2`, `10.15.4`.
public struct PlatformVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The first number (`18` in 18.2).
  public var major: Int
  /// The second number, 0 when not written.
  public var minor: Int
  /// The third number, 0 when not written.
  public var patch: Int

  /// A version from its numbers.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// A version from its text (`"17"`, `"17.0"`, `"10.15.4"`), or `nil` when it is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard let number = Int(part), number >= 0 else { return nil }
      numbers.append(number)
    }
    numbers += Array(repeating: 0, count: 3 - numbers.count)
    self.init(numbers[0], numbers[1], numbers[2])
  }

  /// `18`, `18.2` or `10.15.4`: as short as the version allows.
  public var description: String {
    if patch != 0 { return "\(major).\(minor).\(patch)" }
    return minor == 0 ? "\(major)" : "\(major).\(minor)"
  }

  /// Whether `lhs` is an earlier version than `rhs`.
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

/// Where code can run, or what a declaration needs, platform by platform.
///
/// As a *requirement* (a declaration's availability) it says the version each platform
/// introduced it in and the platforms that lack it. As a *floor* (what a scope guarantees: the
/// deployment target, an enclosing `if #available` or `@available`) it says the version each
/// platform is known to run at least, and the platforms the code never runs on.
public struct Availability: Hashable, Sendable {
  /// The version each platform introduced the declaration in, or is known to run.
  public var introduced: [ApplePlatform: PlatformVersion]
  /// Platforms the declaration is unavailable on, or the code never runs on.
  public var unavailable: Set<ApplePlatform>

  /// Availability with these versions and platforms.
  public init(
    introduced: [ApplePlatform: PlatformVersion] = [:], unavailable: Set<ApplePlatform> = []
  ) {
    self.introduced = introduced
    self.unavailable = unavailable
  }

  /// Whether this says nothing about any platform.
  public var isEmpty: Bool { introduced.isEmpty && unavailable.isEmpty }

  /// What holds inside both: on each platform the later version, and every platform either
  /// excludes.
  public func narrowed(by inner: Availability) -> Availability {
    Availability(
      introduced: introduced.merging(inner.introduced, uniquingKeysWith: max),
      unavailable: unavailable.union(inner.unavailable))
  }

  /// Whether code needing this can run everywhere code needing `other` can, and more:
  /// no platform it lacks that `other` has, and no version later than `other`'s.
  public func isLessRestrictive(than other: Availability) -> Bool {
    guard unavailable.isSubset(of: other.unavailable) else { return false }
    return introduced.allSatisfy { platform, version in
      other.unavailable.contains(platform)
        || other.introduced[platform].map { version <= $0 } == true
    }
  }

  /// What this requirement needs that `floor` does not guarantee, on `platforms`: the newer
  /// versions, and the platforms that lack the declaration where the code may run there.
  public func shortfall(
    against floor: Availability, on platforms: some Sequence<ApplePlatform>
  ) -> Availability {
    var missing = Availability()
    for platform in platforms where !floor.unavailable.contains(platform) {
      if unavailable.contains(platform) {
        missing.unavailable.insert(platform)
        continue
      }
      guard let needed = introduced[platform] else { continue }
      if let guaranteed = floor.introduced[platform], guaranteed >= needed { continue }
      missing.introduced[platform] = needed
    }
    return missing
  }
}
