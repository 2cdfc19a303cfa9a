#if canImport(SwiftUI)
  import NavigationKit
  import NavigationKitSwiftUI
  import SwiftUI

  /// Every __Name__ screen, built by the feature's own resolver and screen factory from the sample items, in a
  /// recording navigation environment: buttons record what they would do.
  struct __Name__ScreensPreviews: PreviewProvider {
    static var previews: some View {
      screen(.home).previewDisplayName("__Name__")
      screen(.detail(itemId: "item-1")).previewDisplayName("Item")
      screen(.editor(itemId: "item-1")).previewDisplayName("Editor")
      screen(.detail(itemId: "missing")).previewDisplayName("Not found")
    }

    /// In a preview nothing is performed, so the intents stay unrouted.
    private static let resolver = __Name__Resolver(
      factory: .live(repository: Sample__Name__Repository(), intents: __Name__Intents()))

    private static func screen(_ destination: __Name__Destination) -> some View {
      ScreenModelView(resolver.resolve(destination)).navigationPreview()
    }
  }
#endif
