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

  /// Each argument that is a folder replaced by its `.png` files (any case, hidden files left
  /// out) in natural order; other arguments are kept as they are, in order.
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
      let frames = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }.sorted(by: NaturalOrder.less)
      guard !frames.isEmpty else { throw Failure(description: "\(argument): the folder holds no .png files") }
      let folder = argument.hasSuffix("/") ? argument : argument + "/"
      paths += frames.map { folder + $0 }
    }
    return paths
  }

  /// Two neighbouring files whose names differ only in their numbers, the second numbered
  /// lower — `frame10.png` then `frame2.png` — when every name is different (a sequence that
  /// plays back and forth repeats names, and is not reported). Nil when the order is natural.
  static func misorderedPair(_ paths: [String]) -> (earlier: String, later: String)? {
    let names = paths.map { ($0 as NSString).lastPathComponent }
    guard Set(paths).count == paths.count else { return nil }
    for (a, b) in zip(names, names.dropFirst())
    where NaturalOrder.skeleton(a) == NaturalOrder.skeleton(b) && NaturalOrder.less(b, a) {
      return (a, b)
    }
    return nil
  }
}

/// Orders names as people read them: runs of digits compare by value, the rest by characters.
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
  /// character (`frame.png` < `frame1.png`); equal numbers with more leading zeros come later
  /// (`f1` < `f01`), so the order is total.
  static func less(_ a: String, _ b: String) -> Bool {
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

  /// The name with each run of digits replaced by `#`: names in one numbered sequence share it.
  static func skeleton(_ name: String) -> String {
    runs(name).map { $0.isNumber ? "#" : String($0.text) }.joined()
  }
}

private extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
