#if canImport(SwiftUI)
  public import SwiftUI

  extension DestinationResolverRegistry where Content == AnyView {
    /// Creates a registry of views whose fallback shows what could not be resolved.
    public convenience init() {
      self.init { unresolved in AnyView(Text(unresolved.description)) }
    }

    /// Registers the view of a module's destinations.
    ///
    /// - Parameters:
    ///   - type: The module's destination type.
    ///   - view: Builds the view of a destination.
    /// - Throws: ``CompositionError/duplicateResolver(module:)`` when the module has one.
    public func register<Destination: NavigationDestination, Body: View>(
      _ type: Destination.Type,
      @ViewBuilder view: @escaping @MainActor (Destination) -> Body
    ) throws(CompositionError) {
      try register(type, resolve: { destination in AnyView(view(destination)) })
    }

    /// The view of any destination: its module's, or the fallback's.
    public func view(for destination: AnyDestination) -> AnyView {
      resolve(destination)
    }
  }
#endif
