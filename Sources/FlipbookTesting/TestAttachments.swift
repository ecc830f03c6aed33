import Golden
#if canImport(Testing)
import Testing
#endif

/// Attaches a failing check's images and report to the running Swift Testing test, so they
/// travel with the test result (`swift test --attachments-path DIR` saves them) as well as
/// being written to the artifacts folder. Does nothing under XCTest or outside a test.
enum TestAttachments {
  static func attach(_ artifacts: [FailureArtifact], reportHTML: [UInt8]?) {
    #if canImport(Testing)
    guard Test.current != nil else { return }
    for artifact in artifacts {
      let files: [(String, [UInt8]?)] = [("actual", artifact.actualPNG), ("expected", artifact.expectedPNG), ("diff", artifact.diffPNG)]
      for case let (kind, bytes?) in files {
        Attachment.record(bytes, named: FailureArtifact.fileName(frameIndex: artifact.frameIndex, kind: kind))
      }
    }
    if let reportHTML { Attachment.record(reportHTML, named: "report.html") }
    #endif
  }
}
