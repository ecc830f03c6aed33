import Golden
#if canImport(Testing)
import Testing
#endif

/// Attaches a failing check's images and report to the running Swift Testing test, so they
/// travel with the test result (`swift test --attachments-path DIR` saves them) as well as
/// being written to the artifacts folder. Does nothing under XCTest or outside a test.
enum TestAttachments {
  /// - Parameter reportName: the report's file name in the artifacts folder
  ///   (`SceneGoldenCheck.reportFileName`), so the attachment and the file are called the same.
  static func attach(_ artifacts: [FailureArtifact], reportHTML: [UInt8]?, reportName: String) {
    #if canImport(Testing)
    guard Test.current != nil else { return }
    for artifact in artifacts {
      let files: [(String, [UInt8]?)] = [("actual", artifact.actualPNG), ("expected", artifact.expectedPNG), ("diff", artifact.diffPNG)]
      for case let (kind, bytes?) in files {
        Attachment.record(bytes, named: artifact.fileName(kind: kind))
      }
    }
    if let reportHTML { Attachment.record(reportHTML, named: reportName) }
    #endif
  }
}
