#if canImport(SwiftUI)
  import NavigationKit
  import SwiftUI

  // iOS 18's `Tab` API: fenced by the SDK's SwiftUI version as well as by `#available`, so an
  // SDK older than iOS 18's (the Apple-SDK check's 17.4) compiles the rest of the adapter.
  #if canImport(SwiftUI, _version: 6.0)
    /// iOS 18's tabs: `Tab` values in `TabSection`s, sidebar-adaptable, with the user's
    /// customization kept by the app's front door.
    @available(iOS 18, macOS 15, *)
    struct AdaptableTabs: View {
      let app: AppNavigator
      @Environment(\.phasedTransitions) private var phases

      var body: some View {
        TabView(selection: tappingSelection(of: app, phases: phases)) {
          ForEach(app.tabs.sections) { section in
            if let title = section.title {
              TabSection {
                ForEach(section.tabs) { tab in self.tab(tab) }
              } header: {
                Text(title)
              }
              .customizationID("section." + title)
            } else {
              ForEach(section.tabs) { tab in self.tab(tab) }
            }
          }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(customization)
      }

      /// One tab: its stack, labelled with its title and icon (the search tab with the
      /// platform's), badged, identified for customization by its name.
      @TabContentBuilder<TabID>
      private func tab(_ tab: NavigationTab) -> some TabContent<TabID> {
        if tab.role == .search {
          Tab(value: tab.id, role: .search) { stack(of: tab) }
            .customizationID(tab.id.rawValue)
        } else {
          Tab(value: tab.id) {
            stack(of: tab)
          } label: {
            Label(tab.title, systemImage: tab.icon ?? "circle")
          }
          .badge(app.badge(for: tab.id).map { Text($0) })
          .customizationID(tab.id.rawValue)
        }
      }

      @ViewBuilder private func stack(of tab: NavigationTab) -> some View {
        if let navigator = app.tabs.navigator(for: tab.id) {
          ModularNavigationStack(navigator: navigator, app: app)
        }
      }

      /// The sidebar's customization, read from and written to the app: a tab the user hides
      /// becomes hidden in `TabNavigator.customization`, saved with the stacks.
      @MainActor
      private var customization: Binding<TabViewCustomization> {
        Binding(
          onMainActorGet: {
            var customization = TabViewCustomization()
            for tab in app.tabs.customization.hiddenTabs {
              customization[sidebarVisibility: tab.rawValue] = .hidden
            }
            return customization
          },
          set: { customization in
            let hidden = app.tabs.tabs.map(\.id).filter {
              customization[sidebarVisibility: $0.rawValue] == .hidden
            }
            app.customizeTabs(TabCustomization(hiddenTabs: Set(hidden)))
          })
      }
    }

    /// iOS 26's tab bar: minimizing on scroll and a bottom accessory, where the SDK has them.
    ///
    /// Both are iOS-only: Apple's interface declares `TabBarMinimizeBehavior.onScrollDown` and
    /// `tabViewBottomAccessory(content:)` `@available(macOS, unavailable)`, while macOS 26's
    /// SwiftUI is version 7 too, so the SDK-version fence alone would let macOS compile them.
    /// On macOS the tabs are the sidebar-adaptable ones, as they are: a window's tab bar never
    /// covers content, and an accessory is the app's to place (see the adapter's article).
    @available(iOS 18, macOS 15, *)
    struct TabBarBehaviour<Content: View, Accessory: View>: View {
      let content: Content
      let minimizesOnScroll: Bool
      let accessory: Accessory?

      var body: some View {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
          if #available(iOS 26, *) {
            if let accessory {
              content
                .tabBarMinimizeBehavior(minimizesOnScroll ? .onScrollDown : .automatic)
                .tabViewBottomAccessory { accessory }
            } else {
              content.tabBarMinimizeBehavior(minimizesOnScroll ? .onScrollDown : .automatic)
            }
          } else {
            content
          }
        #else
          content
        #endif
      }
    }
  #endif
#endif
