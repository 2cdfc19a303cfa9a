#if canImport(SwiftUI)
  import Foundation
  import NavigationKit
  import SwiftUI

  extension View {
    /// This presentation's content shown with `options`: its detents
    /// (`presentationDetents`) and size (`presentationSizing`, iOS 18 and macOS 15; the
    /// automatic size before). Whether a swipe dismisses it is the app's to say, with its locks
    /// (`AppNavigator.interactiveDismissalRefusal(of:)`).
    func presentationOptions(_ options: PresentationOptions) -> some View {
      // The detents inside, the size outside, as before; `sized` is compiled once, not for
      // both branches.
      withDetents(Set(options.detents.filter(\.isValid).map(presentationDetent)))
        .sized(options.sizing)
    }

    /// This view with `detents`, or as it is when there are none.
    @ViewBuilder
    fileprivate func withDetents(_ detents: Set<PresentationDetent>) -> some View {
      if detents.isEmpty {
        self
      } else {
        presentationDetents(detents)
      }
    }
  }

  /// SwiftUI's detent for a detent of the core.
  private func presentationDetent(_ detent: SheetDetent) -> PresentationDetent {
    switch detent {
    case .medium: .medium
    case .large: .large
    case .fraction(let fraction): .fraction(CGFloat(fraction))
    case .height(let height): .height(CGFloat(height))
    }
  }

  #if canImport(SwiftUI, _version: 6.0)
    // The iOS 18 and macOS 15 SDKs have `presentationSizing`.
    extension View {
      @ViewBuilder
      fileprivate func sized(_ sizing: SheetSizing) -> some View {
        if #available(iOS 18, macOS 15, *) {
          switch sizing {
          case .automatic: self
          case .page: presentationSizing(.page)
          case .form: presentationSizing(.form)
          case .fitted: presentationSizing(.fitted)
          }
        } else {
          self
        }
      }
    }
  #else
    // Earlier SDKs: every presentation has the platform's size.
    extension View {
      fileprivate func sized(_ sizing: SheetSizing) -> some View {
        self
      }
    }
  #endif
#endif
