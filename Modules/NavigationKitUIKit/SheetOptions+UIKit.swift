#if canImport(UIKit) && !os(watchOS)
  import NavigationKit
  import UIKit

  extension UIViewController {
    /// Rests the sheet this view controller is presented in at `options`' detents; a sheet
    /// without detents keeps UIKit's full height, and sizing is SwiftUI's alone.
    func applySheet(_ options: PresentationOptions) {
      guard !options.detents.isEmpty, let sheet = sheetPresentationController else { return }
      sheet.detents = options.detents.map(Self.detent)
    }

    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
      switch detent {
      case .medium: .medium()
      case .large: .large()
      case .fraction(let fraction):
        .custom { context in context.maximumDetentValue * CGFloat(fraction) }
      case .height(let height):
        .custom { context in min(CGFloat(height), context.maximumDetentValue) }
      }
    }
  }
#endif
