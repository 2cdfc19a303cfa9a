#if canImport(UIKit) && !os(watchOS)
  internal import NavigationKit
  internal import UIKit

  extension UIAlertController {
    /// The alert controller of a navigator's alert: one button per action, with UIKit's style
    /// for cancel and destructive ones; an alert without actions shows one "OK" that closes it.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - choose: Called with the ``DialogAction/id`` of the button the user chose.
    ///   - close: Called when the user closes an alert without actions.
    convenience init(
      alert: DialogState, choose: @escaping @MainActor (String) -> Void,
      close: @escaping @MainActor () -> Void
    ) {
      self.init(title: alert.title, message: alert.message, preferredStyle: .alert)
      addActions(alert.actions, choose: choose)
      if alert.actions.isEmpty {
        addAction(UIAlertAction(title: "OK", style: .cancel) { _ in close() })
      }
    }

    /// The action sheet of a navigator's confirmation dialog.
    ///
    /// - Parameters:
    ///   - dialog: The confirmation dialog.
    ///   - choose: Called with the ``DialogAction/id`` of the button the user chose.
    ///   - close: Called when the user closes a dialog without a cancel button.
    convenience init(
      actionSheet dialog: DialogState, choose: @escaping @MainActor (String) -> Void,
      close: @escaping @MainActor () -> Void
    ) {
      self.init(title: dialog.title, message: dialog.message, preferredStyle: .actionSheet)
      addActions(dialog.actions, choose: choose)
      if !dialog.actions.contains(where: { $0.role == .cancel }) {
        addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in close() })
      }
    }

    private func addActions(
      _ actions: [DialogAction], choose: @escaping @MainActor (String) -> Void
    ) {
      for action in actions {
        let style: UIAlertAction.Style =
          switch action.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case nil: .default
          }
        let id = action.id
        addAction(UIAlertAction(title: action.title, style: style) { _ in choose(id) })
      }
    }
  }
#endif
