import Foundation

extension FailureArtifact {
  /// The subfolder of an artifacts folder (`.flipbook/failures/`) for a check of the goldens
  /// in `goldenDirectory`: that folder's path relative to `currentDirectory` when it is inside
  /// it, else its absolute path without the leading `/`. So `goldens/a/popup` and
  /// `goldens/b/popup` get folders of their own, and the name says which goldens it is about.
  /// (Named after the scene's file name, two scenes called `popup.json` shared one folder and
  /// removed each other's images.)
  public static func subfolder(forGoldenDirectory goldenDirectory: String, currentDirectory: String) -> String {
    let base = (currentDirectory as NSString).standardizingPath
    let absolute = goldenDirectory.hasPrefix("/") ? goldenDirectory : (base as NSString).appendingPathComponent(goldenDirectory)
    let path = (absolute as NSString).standardizingPath
    var relative = path == base ? "" : path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : String(path.drop(while: { $0 == "/" }))
    // A hidden name would hide the folder from `ls`; "." or ".." would leave the artifacts folder.
    relative = relative.split(separator: "/").map { $0.hasPrefix(".") ? "_" + $0.dropFirst() : String($0) }.joined(separator: "/")
    return relative.isEmpty ? "goldens" : relative
  }
}
