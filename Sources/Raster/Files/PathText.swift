/// Path arithmetic on text, for paths as the user wrote them (relative ones stay relative in
/// messages).
///
/// Not `NSString.deletingLastPathComponent`: swift-corelibs-foundation traps on a one-character
/// path ("g", "g/"), and `flipbook check --golden g` crashed with SIGILL (QA).
public enum PathText {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: "a/b" → "a",
  /// "/a" → "/", "a" → "", "a/b/" → "a", "/" → "/".
  public static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    var parent = trimmed[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return String(parent)
  }
}
