import Foundation
import Testing

@testable import A11yAuditMCP

/// What the server does with each line a client sends before the SDK sees it.
@Suite struct IncomingLineTests {
  private func line(_ text: String) -> IncomingLine { IncomingLine(Data(text.utf8)) }

  private func error(_ text: String) throws -> [String: Any] {
    guard case .malformed(let response) = line(text) else {
      Issue.record("\(text) was handed on")
      return [:]
    }
    return try #require(JSONSerialization.jsonObject(with: response) as? [String: Any])
  }

  @Test func textThatIsNotJSONIsAParseErrorWithANullID() throws {
    let response = try error("{not json")
    #expect(response["jsonrpc"] as? String == "2.0")
    #expect(response["id"] is NSNull)
    #expect((response["error"] as? [String: Any])?["code"] as? Int == -32700)
  }

  @Test func jsonThatIsNoJSONRPCMessageIsAnInvalidRequestKeepingItsID() throws {
    let noVersion = try error(#"{"id":4,"method":"tools/list"}"#)
    #expect(noVersion["id"] as? Int == 4)
    #expect((noVersion["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect(((noVersion["error"] as? [String: Any])?["message"] as? String)?.contains("jsonrpc") == true)
    let noMethod = try error(#"{"jsonrpc":"2.0","id":"a"}"#)
    #expect(noMethod["id"] as? String == "a")
    #expect((try error("42")["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect((try error("[]")["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect(try error(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#)["id"] is NSNull)
  }

  @Test func requestsAreHandedOnWithTheIDsThatAwaitAnAnswer() {
    #expect(line(#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#) == .message(requests: [.number(3)], cancelled: []))
    #expect(line(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == .message(requests: [], cancelled: []))
    #expect(
      line(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"x"}}"#)
        == .message(requests: [], cancelled: [.string("x")]))
    #expect(
      line(#"[{"jsonrpc":"2.0","id":"a","method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]"#)
        == .message(requests: [.string("a")], cancelled: []))
  }

  @Test func responsesTheServerSendsAnswerTheirRequestsNotifications() {
    let answered = IncomingLine.answeredKeys(Data(#"{"jsonrpc":"2.0","id":3,"result":{}}"#.utf8))
    #expect(answered == [.number(3)])
    let failed = IncomingLine.answeredKeys(Data(#"[{"jsonrpc":"2.0","id":"b","error":{"code":1,"message":"m"}}]"#.utf8))
    #expect(failed == [.string("b")])
    #expect(IncomingLine.answeredKeys(Data(#"{"jsonrpc":"2.0","id":5,"method":"sampling/createMessage"}"#.utf8)) == [])
  }
}
