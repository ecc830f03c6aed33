import Foundation

/// The PNG files `flipbook encode` reads, from its arguments: files as given, folders as their
/// `.png` files in natural order (`frame2.png` before `frame10.png`).
///
/// A shell glob sorts names character by character, so frames numbered without leading zeros
/// come out as 1, 10, 11, 2, … — a GIF that jumps back and forth. A folder argument avoids the
/// trap; `misorderedPair` spots it in a list of files.
enum FrameFileList {
  /// Why the arguments name no usable frames.
  struct Failure: Swift.Error, CustomStringConvertible {
    var description: String
  }

  /// Each argument that is a folder replaced by its `.png` files (any case; hidden files and
  /// folders left out) in natural order; other arguments are kept as they are, in order.
  static func expand(_ arguments: [String]) throws -> [String] {
    var paths: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
        paths.append(argument)
        continue
      }
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: argument)
      } catch {
        throw Failure(description: "\(argument): cannot list the folder")
      }
      let folder = argument.hasSuffix("/") ? argument : argument + "/"
      let frames = names.filter { name in
        var isFolder: ObjCBool = false
        // A folder named like a frame (`shots.png/`) is not one; it used to fail as unreadable.
        return !name.hasPrefix(".") && name.lowercased().hasSuffix(".png")
          && !(FileManager.default.fileExists(atPath: folder + name, isDirectory: &isFolder) && isFolder.boolValue)
      }.sorted(by: NaturalOrder.less)
      guard !frames.isEmpty else { throw Failure(description: "\(argument): the folder holds no .png files") }
      paths += frames.map { folder + $0 }
    }
    return paths
  }

  /// Two neighbouring files whose names differ only in their numbers, the second numbered
  /// lower but sorting after the first as text — `frame10.png` then `frame2.png`, as a shell
  /// glob orders them — when every name is different (a sequence that plays back and forth
  /// repeats names, and is not reported). Nil when the order is natural, and for an order no
  /// glob makes (`f59` before `f58`, a list reversed on purpose).
  static func misorderedPair(_ paths: [String]) -> (earlier: String, later: String)? {
    let names = paths.map { ($0 as NSString).lastPathComponent }
    guard Set(paths).count == paths.count else { return nil }
    // Names are compared; the paths are what the warning quotes, as they were given.
    for i in names.indices.dropLast() {
      let a = names[i], b = names[i + 1]
      if NaturalOrder.skeleton(a) == NaturalOrder.skeleton(b) && NaturalOrder.less(b, a) && a.lowercased() < b.lowercased() {
        return (paths[i], paths[i + 1])
      }
    }
    return nil
  }
}

/// Orders names as people read them: runs of digits compare by value, the rest by characters
/// regardless of case (`b1`, `B2`, `b3`), as file managers list them.
enum NaturalOrder {
  /// A name cut into runs of digits and runs of other characters.
  private static func runs(_ name: String) -> [(text: Substring, isNumber: Bool)] {
    var runs: [(Substring, Bool)] = []
    var start = name.startIndex
    while start < name.endIndex {
      let isNumber = name[start].isASCIIDigit
      var end = name.index(after: start)
      while end < name.endIndex, name[end].isASCIIDigit == isNumber { end = name.index(after: end) }
      runs.append((name[start..<end], isNumber))
      start = end
    }
    return runs
  }

  /// Whether `a` comes before `b`: `frame2.png` < `frame10.png`, and otherwise character by
  /// character ignoring case (`frame.png` < `frame1.png`, `b1` < `B2`); equal numbers with more
  /// leading zeros come later (`f1` < `f01`), and names equal but for case in code-point order
  /// (`B1` < `b1`), so the order is total.
  static func less(_ a: String, _ b: String) -> Bool {
    let foldedA = a.lowercased(), foldedB = b.lowercased()
    return foldedA == foldedB ? a < b : foldedLess(foldedA, foldedB)
  }

  /// `less` for names already folded to one case.
  private static func foldedLess(_ a: String, _ b: String) -> Bool {
    var i = a.startIndex, j = b.startIndex
    while i < a.endIndex, j < b.endIndex {
      guard a[i].isASCIIDigit, b[j].isASCIIDigit else {
        if a[i] != b[j] { return a[i] < b[j] }
        i = a.index(after: i)
        j = b.index(after: j)
        continue
      }
      let p = number(in: a, from: i), q = number(in: b, from: j)
      let p0 = p.drop { $0 == "0" }, q0 = q.drop { $0 == "0" }
      // Compared as digit strings, so numbers of any length work.
      if p0.count != q0.count { return p0.count < q0.count }
      if p0 != q0 { return p0 < q0 }
      if p.count != q.count { return p.count < q.count }
      i = p.endIndex
      j = q.endIndex
    }
    return i == a.endIndex && j < b.endIndex
  }

  /// The run of digits in `name` that starts at `start`.
  private static func number(in name: String, from start: String.Index) -> Substring {
    var end = start
    while end < name.endIndex, name[end].isASCIIDigit { end = name.index(after: end) }
    return name[start..<end]
  }

  /// The name with each run of digits replaced by `#`, in lower case: names in one numbered
  /// sequence share it.
  static func skeleton(_ name: String) -> String {
    runs(name.lowercased()).map { $0.isNumber ? "#" : String($0.text) }.joined()
  }
}

private extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
