import NavigationKit

/// The scripted tour `App demo` runs: both features, intents in both directions, requests,
/// dialogs, deep links (one waiting for login, one waiting for a form's lock) and a tab re-tap.
@MainActor
struct Demo {
  /// One step: what it shows, and the command to run, with `action` named by its title so
  /// the script does not depend on the order of buttons.
  struct Step {
    let narration: String
    let command: Command
    /// Whether the command fails on purpose, to show a rejection.
    var fails = false
  }

  enum Command {
    case choose(String)
    case typed(String)
  }

  static let steps: [Step] = [
    Step(narration: "Open an order from the Orders tab.", command: .choose("Open order A-1")),
    Step(
      narration: "Track its shipment: the tracking screen needs login, so while logged out the "
        + "push waits, and nothing moves.",
      command: .choose("Track shipment")),
    Step(narration: "Log in: the waiting push happens, once.", command: .typed("login")),
    Step(
      narration: "Log out: the tracking screen needs login, so it leaves the stack.",
      command: .typed("logout")),
    Step(
      narration: "View a product: Orders sends the ShowProduct intent; the composition root "
        + "pushes the Catalog's product screen on the Orders stack.",
      command: .choose("View product Chef's Knife")),
    Step(narration: "Back from the Catalog's screen to the order.", command: .typed("back")),
    Step(narration: "Switch to the Catalog tab.", command: .typed("tab catalog")),
    Step(narration: "Browse a category.", command: .choose("Browse Outdoor")),
    Step(narration: "Open a product.", command: .choose("Open Headlamp")),
    Step(
      narration: "See your orders: Catalog sends the ShowOrderHistory intent; the composition "
        + "root selects the Orders tab.",
      command: .choose("See your orders")),
    Step(narration: "Open the order still processing.", command: .choose("Open order A-3")),
    Step(
      narration: "Add an item: Orders sends the PickProduct request; the composition root "
        + "presents the Catalog's product picker in a sheet. Orders never imports Catalog.",
      command: .choose("Add an item")),
    Step(narration: "Browse a category inside the sheet.", command: .choose("Browse Outdoor")),
    Step(
      narration: "Choose a product: the sheet closes, Orders receives the product exactly once, "
        + "and the order lists it.",
      command: .choose("Choose Headlamp")),
    Step(narration: "Ask for another item.", command: .choose("Add an item")),
    Step(
      narration: "Cancel the picker: Orders receives \"cancelled\" and the order is unchanged.",
      command: .choose("Cancel")),
    Step(narration: "Ask to cancel it: a confirmation dialog.", command: .choose("Cancel order")),
    Step(
      narration: "Keep the order after all: the dialog closes, nothing changes.",
      command: .choose("Keep order")),
    Step(narration: "Ask again.", command: .choose("Cancel order")),
    Step(
      narration: "Cancel it: the button carries Orders' own action, which the order's screen "
        + "carries out; the order shows cancelled, and cancelling it is an event.",
      command: .choose("Cancel order")),
    Step(narration: "Back to the list, where the order is cancelled too.", command: .typed("back")),
    Step(
      narration: "Back to the Catalog tab, where its stack was kept.",
      command: .typed("tab catalog")),
    Step(narration: "Back to the root of the Catalog tab.", command: .typed("root")),
    Step(
      narration: "Search in a sheet, which has a stack of its own.",
      command: .choose("Search the catalog")),
    Step(narration: "Search inside the sheet.", command: .choose("Search \"tent\"")),
    Step(narration: "Dismiss the sheet and its whole stack.", command: .typed("dismiss")),
    Step(
      narration: "Open a deep link to a product: the Catalog tab shows it, in one state change.",
      command: .typed("open myapp://catalog/product/P-201")),
    Step(
      narration: "Open a deep link that needs login while logged out: it waits, and nothing moves.",
      command: .typed("open myapp://orders/A-1/track")),
    Step(
      narration: "Log in: the waiting link opens once, building order and tracking on Orders.",
      command: .typed("login")),
    Step(
      narration: "Report a problem: a form sheet, which locks navigation while it is open.",
      command: .choose("Report a problem")),
    Step(
      narration: "Swipe the form down: its lock refuses, says why, and the form stays.",
      command: .typed("swipe-down")),
    Step(
      narration: "Open a deep link during the form: it is deferred, not applied and not lost; "
        + "the form stays.",
      command: .typed("open myapp://catalog/product/P-100")),
    Step(narration: "The lock and the link waiting for it.", command: .typed("state")),
    Step(
      narration: "Discard the form: the lock is released and the waiting link opens, once.",
      command: .choose("Discard")),
    Step(
      narration: "Back to the Orders tab, where its stack was kept.",
      command: .typed("tab orders")),
    Step(
      narration: "Tap Orders again: the tab goes back to its root.",
      command: .typed("tab orders")),
    Step(
      narration: "A hostile link is rejected with a reason, and changes nothing.",
      command: .typed("open myapp://orders/..%2F..%2Fetc"), fails: true),
    Step(narration: "Where every tab ended up.", command: .typed("state")),
  ]

  let session: Session
  let console: Console

  /// Runs every step; returns `false` if a step could not be run as scripted.
  func run() -> Bool {
    console.write(
      "NavigationKit demo: a tour of Orders and Catalog, which never import each other.")
    console.write("")
    console.write(TextRenderer(app: session.app).screen().joined(separator: "\n"))
    for (index, step) in Self.steps.enumerated() {
      console.write("")
      console.write("Step \(index + 1). \(step.narration)")
      guard let line = commandLine(for: step.command) else {
        console.writeError("error: the demo found no action '\(step.command)' on this screen")
        return false
      }
      console.write("> \(line)")
      session.failureIsExpected = step.fails
      session.execute(line)
      session.failureIsExpected = false
    }
    return true
  }

  private func commandLine(for command: Command) -> String? {
    switch command {
    case .typed(let line):
      return line
    case .choose(let title):
      return session.actionTitles.firstIndex(of: title).map { "action \($0 + 1)" }
    }
  }
}
