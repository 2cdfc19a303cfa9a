import NavigationKit
import Testing

@MainActor
@Suite struct DeepLinkOutcomeEventTests {
  @Test(
    arguments: [
      "myapp://beta/B-1", "myapp://vip/B-1", "myapp://nowhere", "javascript:alert(1)",
      "myapp://gamma", "myapp://a\nb",
    ])
  func everyOutcomeIsAlsoSentAsAnEvent(url: String) throws {
    let fixture = try DeepLinkAppFixture()

    let outcome = fixture.app.open(.link(url))

    #expect(outcome.url == url)
    #expect(fixture.recorder.events.last == .deepLinkOpened(outcome))
    #expect(
      fixture.recorder.events.count { if case .deepLinkOpened = $0 { true } else { false } } == 1)
  }

  @Test(
    arguments: [
      (
        "myapp://nowhere/evil%0Aforged",
        #"rejected "myapp://nowhere/evil%0Aforged": no route for "nowhere/evil\nforged""#
      ),
      (
        "myapp://nowhere/a%0D%0Ab%00",
        #"rejected "myapp://nowhere/a%0D%0Ab%00": no route for "nowhere/a\r\nb\0""#
      ),
      (
        "myapp://evil\nforged",
        #"rejected "myapp://evil\nforged": "#
          + "URL holds a space, control character or non-ASCII byte at offset 12"
      ),
      (
        "myapp://beta/B-1%0Aforged",
        #"rejected "myapp://beta/B-1%0Aforged": invalid parameter 'id'"#
      ),
      (
        "myapp://zeta/search?q=%0Aforged",
        #"rejected "myapp://zeta/search?q=%0Aforged": invalid query item 'q' (route zeta/search)"#
      ),
    ])
  func descriptionsEscapeAHostileURL(url: String, description: String) throws {
    let fixture = try DeepLinkAppFixture()

    let outcome = fixture.app.open(.link(url))
    let descriptions = [outcome.description] + fixture.recorder.events.map(\.description)

    #expect(outcome.description == description)
    #expect(fixture.recorder.events.map(\.description) == ["deep link " + description])
    for description in descriptions {
      #expect(!description.contains("\n") && !description.contains("\r"))
    }
  }

  @Test func descriptionsQuoteTheURL() throws {
    let fixture = try DeepLinkAppFixture()

    let outcome = fixture.app.open(.link("myapp://nowhere"))
    fixture.app.open(.link("myapp://vip/B-1"))
    fixture.app.logOut()

    #expect(outcome.description == #"rejected "myapp://nowhere": no route for "nowhere""#)
    #expect(
      fixture.recorder.events.map(\.description) == [
        #"deep link rejected "myapp://nowhere": no route for "nowhere""#,
        #"deep link deferred "myapp://vip/B-1" until login: "#
          + #"vip/{id} → [beta.vip(id: "B-1")] (push)"#,
        #"deep link "myapp://vip/B-1" discarded: logged out"#,
      ])
  }

  @Test(
    arguments: [
      ("myapp://nowhere/a%C2%85b", "nowhere/a\u{85}b"),  // NEL, a C1 control character
      ("myapp://nowhere/a%E2%80%A8b", "nowhere/a\u{2028}b"),  // LINE SEPARATOR
      ("myapp://nowhere/a%E2%80%A9b", "nowhere/a\u{2029}b"),  // PARAGRAPH SEPARATOR
      ("myapp://nowhere/a%E2%80%AEb", "nowhere/a\u{202E}b"),  // RIGHT-TO-LEFT OVERRIDE
    ])
  func descriptionsEscapeDecodedLineBreaksAndBidiControls(url: String, path: String) throws {
    let fixture = try DeepLinkAppFixture()
    let forbidden: Set<UInt32> = [0x85, 0x2028, 0x2029, 0x202E]

    let outcome = fixture.app.open(.link(url))
    let descriptions = [outcome.description] + fixture.recorder.events.map(\.description)

    #expect(outcome == .rejected(url: url, reason: .noRoute(path: path)))
    for description in descriptions {
      #expect(!description.unicodeScalars.contains { forbidden.contains($0.value) })
    }
    #expect(outcome.description.contains(#"\u{"#))
  }
}
