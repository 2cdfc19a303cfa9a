import NavigationKit

// 50 generated features, one type each: a module needs its own destination type, and
// `GeneratedDestination<Tag>` is one per tag. Written by hand once; they never change.

/// Names one generated feature.
protocol FeatureTag: Sendable {
  static var name: String { get }
}

enum F00: FeatureTag { static let name = "f00" }
enum F01: FeatureTag { static let name = "f01" }
enum F02: FeatureTag { static let name = "f02" }
enum F03: FeatureTag { static let name = "f03" }
enum F04: FeatureTag { static let name = "f04" }
enum F05: FeatureTag { static let name = "f05" }
enum F06: FeatureTag { static let name = "f06" }
enum F07: FeatureTag { static let name = "f07" }
enum F08: FeatureTag { static let name = "f08" }
enum F09: FeatureTag { static let name = "f09" }
enum F10: FeatureTag { static let name = "f10" }
enum F11: FeatureTag { static let name = "f11" }
enum F12: FeatureTag { static let name = "f12" }
enum F13: FeatureTag { static let name = "f13" }
enum F14: FeatureTag { static let name = "f14" }
enum F15: FeatureTag { static let name = "f15" }
enum F16: FeatureTag { static let name = "f16" }
enum F17: FeatureTag { static let name = "f17" }
enum F18: FeatureTag { static let name = "f18" }
enum F19: FeatureTag { static let name = "f19" }
enum F20: FeatureTag { static let name = "f20" }
enum F21: FeatureTag { static let name = "f21" }
enum F22: FeatureTag { static let name = "f22" }
enum F23: FeatureTag { static let name = "f23" }
enum F24: FeatureTag { static let name = "f24" }
enum F25: FeatureTag { static let name = "f25" }
enum F26: FeatureTag { static let name = "f26" }
enum F27: FeatureTag { static let name = "f27" }
enum F28: FeatureTag { static let name = "f28" }
enum F29: FeatureTag { static let name = "f29" }
enum F30: FeatureTag { static let name = "f30" }
enum F31: FeatureTag { static let name = "f31" }
enum F32: FeatureTag { static let name = "f32" }
enum F33: FeatureTag { static let name = "f33" }
enum F34: FeatureTag { static let name = "f34" }
enum F35: FeatureTag { static let name = "f35" }
enum F36: FeatureTag { static let name = "f36" }
enum F37: FeatureTag { static let name = "f37" }
enum F38: FeatureTag { static let name = "f38" }
enum F39: FeatureTag { static let name = "f39" }
enum F40: FeatureTag { static let name = "f40" }
enum F41: FeatureTag { static let name = "f41" }
enum F42: FeatureTag { static let name = "f42" }
enum F43: FeatureTag { static let name = "f43" }
enum F44: FeatureTag { static let name = "f44" }
enum F45: FeatureTag { static let name = "f45" }
enum F46: FeatureTag { static let name = "f46" }
enum F47: FeatureTag { static let name = "f47" }
enum F48: FeatureTag { static let name = "f48" }
enum F49: FeatureTag { static let name = "f49" }

/// Every generated feature, in order.
let featureTags: [any FeatureTag.Type] = [
  F00.self, F01.self, F02.self, F03.self, F04.self, F05.self, F06.self, F07.self, F08.self,
  F09.self, F10.self, F11.self, F12.self, F13.self, F14.self, F15.self, F16.self, F17.self,
  F18.self, F19.self, F20.self, F21.self, F22.self, F23.self, F24.self, F25.self, F26.self,
  F27.self, F28.self, F29.self, F30.self, F31.self, F32.self, F33.self, F34.self, F35.self,
  F36.self, F37.self, F38.self, F39.self, F40.self, F41.self, F42.self, F43.self, F44.self,
  F45.self, F46.self, F47.self, F48.self, F49.self,
]

/// The destinations of one generated feature: 20 screens, each showing an id.
struct GeneratedDestination<Tag: FeatureTag>: NavigationDestination, Codable {
  let screen: Int
  let id: String

  static var moduleName: String { Tag.name }
  var access: AccessPolicy { .open(.identifier("id", id)) }
}

/// What a generated screen's button asks of its feature: to show the next screen.
enum GeneratedAction: FeatureAction {
  case showNext
}

/// A generated feature's screen: a title, the destination's id, and a button whose feature
/// action shows the next screen of the same feature, as a feature's "Details" button does.
struct GeneratedScreen: ScreenModel {
  let title: String
  let lines: [String]
  let next: AnyDestination
  var actions: [ScreenAction] { [ScreenAction("Next", .feature(GeneratedAction.showNext))] }

  func handle(_ action: AnyFeatureAction) -> FeatureActionResult {
    action.as(GeneratedAction.self) == .showNext ? .then(.push(next)) : .unhandled
  }
}

/// Resolves a generated feature's destinations to its screens.
struct GeneratedResolver<Tag: FeatureTag>: DestinationResolver {
  func resolve(_ destination: GeneratedDestination<Tag>) -> any ScreenModel {
    GeneratedScreen(
      title: "\(Tag.name) screen \(destination.screen)", lines: [destination.id],
      next: Tag.destination(screen: (destination.screen + 1) % 20, id: destination.id))
  }
}

/// 20 routes of one feature: `fNN/rK/{id}` and `fNN/rK/{id}/more` for K in 0..<10.
func generatedRoutes<Tag: FeatureTag>(_: Tag.Type) -> [DeepLinkRoute<GeneratedDestination<Tag>>] {
  (0..<10).flatMap { screen in
    [
      DeepLinkRoute<GeneratedDestination<Tag>>("\(Tag.name)/r\(screen)/{id}") {
        [GeneratedDestination(screen: screen, id: $0["id"])]
      } parameters: { destination in
        destination.screen == screen ? ["id": destination.id] : nil
      },
      DeepLinkRoute<GeneratedDestination<Tag>>("\(Tag.name)/r\(screen)/{id}/more") {
        [
          GeneratedDestination(screen: screen, id: $0["id"]),
          GeneratedDestination(screen: screen + 10, id: $0["id"]),
        ]
      } parameters: { destination in
        destination.screen == screen + 10 ? ["id": destination.id] : nil
      },
    ]
  }
}

extension FeatureTag {
  /// This feature's bundle.
  @MainActor static func module() -> FeatureModule {
    FeatureModule(resolver: GeneratedResolver<Self>(), deepLinkRoutes: generatedRoutes(Self.self))
  }

  /// A destination of this feature.
  static func destination(screen: Int, id: String) -> AnyDestination {
    GeneratedDestination<Self>(screen: screen, id: id).erased
  }

  /// A tab rooted at this feature's first screen, owning `modules` too.
  static func tab(_ id: TabID, owning modules: Set<String>) -> NavigationTab {
    NavigationTab(id, root: GeneratedDestination<Self>(screen: 0, id: "root"), owning: modules)
  }
}
