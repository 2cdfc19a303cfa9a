import NavigationKit
import NavigationKitTesting
import Testing

@MainActor
@Suite struct FeatureCheckTests {
  private let samples: [NoteDestination] = [.list, .note(id: "n1"), .drawing(scale: 2)]

  @Test func aSoundFeaturePasses() {
    #expect(FeatureCheck.issues(of: NotesFeature.module(), root: .list, samples: samples) == [])
  }

  @Test func aRouteNoSampleShowsIsReported() {
    let issues = FeatureCheck.issues(
      of: NotesFeature.module(), root: NoteDestination.list,
      samples: [NoteDestination.list, .drawing(scale: 1)])
    #expect(issues.contains(.routeWithoutSample(pattern: "notes/{id}")))
    #expect(issues.contains(.intentNeverSent("NavigationKitTestingTests.ShareNote")))
  }

  @Test func aValueThatDoesNotRestoreIsReported() {
    let issues = FeatureCheck.issues(
      of: NotesFeature.module(), root: .list, samples: samples + [.drawing(scale: .nan)])
    // NaN equals nothing, itself included, so the issue is found by its description.
    let notRestored = issues.filter {
      if case .notRestored(let destination, _) = $0 {
        destination.description == "notes.drawing(scale: nan)"
      } else {
        false
      }
    }
    #expect(notRestored.count == 1, "\(issues)")
  }

  @Test func samplesOfAnotherModuleAreRefused() {
    #expect(
      FeatureCheck.issues(of: NotesFeature.module(), root: ElsewhereDestination.place, samples: [])
        == [
          .wrongDestinationType(
            module: "notes", samples: "NavigationKitTestingTests.ElsewhereDestination")
        ])
  }

  @Test func aFeatureThatCannotBeInstalledAloneSaysWhy() {
    let module = NotesFeature.module(
      intents: NotesIntents(share: .push { _ in ElsewhereDestination.place }))
    let issues = FeatureCheck.issues(of: module, root: .list, samples: samples)
    #expect(issues.count == 1)
    #expect(issues.first?.description.contains("leads to module 'elsewhere'") == true)
  }
}
