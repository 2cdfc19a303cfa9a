#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  extension View {
    /// Marks this view as the view a zoom starts from, for a push or presentation that asks for
    /// `ScreenTransition.zoom(sourceID:)` with the same id.
    ///
    /// A feature marks its own views with ids it knows — the destination a cell opens, the
    /// intent a row sends — and never sees a namespace: the enclosing
    /// ``ModularNavigationStack`` owns the one both views share. On iOS 18 the destination
    /// zooms out of this view (`matchedTransitionSource(id:in:)` and
    /// `navigationTransition(.zoom(sourceID:in:))`); before iOS 18, and on macOS, which has no
    /// zoom, it comes in the platform's way and the mark changes nothing.
    ///
    /// ```swift
    /// let product = CatalogDestination.productDetail(productId: "P-100")
    /// Button("Chef's Knife") { navigate(.push(product.erased, transition: .zoom(from: product))) }
    ///   .navigationTransitionSource(TransitionSourceID(product))
    /// ```
    ///
    /// ``ScreenModelView`` marks every button whose action asks for a zoom by itself.
    ///
    /// - Parameter id: The source's name, as the transition gives it.
    /// - Returns: The view, marked.
    public func navigationTransitionSource(_ id: TransitionSourceID) -> some View {
      TransitionSourceMark(content: self, id: id)
    }

    /// Marks this view as the view a zoom to `destination` starts from: the mark
    /// `ScreenTransition.zoom(from:)` with the same destination zooms out of.
    ///
    /// - Parameter destination: The destination the view opens.
    /// - Returns: The view, marked.
    public func navigationTransitionSource(for destination: some NavigationDestination)
      -> some View
    {
      navigationTransitionSource(TransitionSourceID(destination))
    }

    /// Marks this view with `id` when there is one.
    func navigationTransitionSource(ifAny id: TransitionSourceID?) -> some View {
      TransitionSourceMark(content: self, id: id)
    }
  }

  extension EnvironmentValues {
    /// The namespace the zooms of the enclosing stack and its presentations share; `nil`
    /// outside a ``ModularNavigationStack``, where nothing zooms.
    var navigationTransitionNamespace: Namespace.ID? {
      get { self[TransitionNamespaceKey.self] }
      set { self[TransitionNamespaceKey.self] = newValue }
    }
  }

  private struct TransitionNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
  }

  /// A view marked as a zoom's source in the namespace of its stack.
  private struct TransitionSourceMark<Content: View>: View {
    let content: Content
    let id: TransitionSourceID?
    @Environment(\.navigationTransitionNamespace) private var namespace

    var body: some View {
      content.markedAsTransitionSource(id, in: namespace)
    }
  }

  #if canImport(SwiftUI, _version: 6.0)
    // The iOS 18 and macOS 15 SDKs: zoom where the system has it (iOS 18; macOS has no zoom).
    extension View {
      /// This view marked as the source `id` in `namespace`, on systems that zoom.
      @ViewBuilder
      fileprivate func markedAsTransitionSource(
        _ id: TransitionSourceID?, in namespace: Namespace.ID?
      ) -> some View {
        if #available(iOS 18, macOS 15, *) {
          if let id, let namespace {
            matchedTransitionSource(id: id.rawValue, in: namespace)
          } else {
            self
          }
        } else {
          self
        }
      }

      /// This view coming in with `transition`: zooming from its source in `namespace` on
      /// iOS 18, the platform's way elsewhere.
      @ViewBuilder
      func comingIn(with transition: ScreenTransition, in namespace: Namespace.ID)
        -> some View
      {
        #if os(macOS)
          self
        #else
          if #available(iOS 18, macOS 15, *) {
            if let sourceID = transition.sourceID {
              navigationTransition(.zoom(sourceID: sourceID.rawValue, in: namespace))
            } else {
              self
            }
          } else {
            self
          }
        #endif
      }
    }
  #else
    // Earlier SDKs (Xcode 15's iOS 17): no zoom to ask for; every screen comes in the
    // platform's way.
    extension View {
      fileprivate func markedAsTransitionSource(
        _ id: TransitionSourceID?, in namespace: Namespace.ID?
      ) -> some View {
        self
      }

      func comingIn(with transition: ScreenTransition, in namespace: Namespace.ID)
        -> some View
      {
        self
      }
    }
  #endif
#endif
