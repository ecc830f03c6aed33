extension GoldenDirectory {
  /// Checks the folder's JSON files (`golden.json`, `gif-timing.json`) with a stricter parser
  /// than the one this module reads them with.
  ///
  /// Foundation's parser, which the Golden module uses because it may depend only on Raster,
  /// takes a trailing comma and lets a repeated key's last value win, so
  /// `{"tolerance": "text", "tolerance": "exact"}` would pass silently. The command line and
  /// FlipbookTesting pass the scene parser here, so a golden folder is read as strictly as a scene.
  ///
  /// - Parameters:
  ///   - syntaxProblem: where and what is wrong with a JSON text ("line 1, column 24:
  ///     trailing comma before '}'"), or nil when it is valid.
  ///   - skipped: files not to check (a damaged timing golden the check will record anew).
  public func checkJSONSyntax(_ syntaxProblem: (String) -> String?, skipping skipped: Set<String> = []) throws(GoldenError) {
    for name in [GoldenConfiguration.fileName, GIFTiming.fileName] where !skipped.contains(name) {
      let path = file(name)
      // Absent: nothing to check. Unreadable: reported with its reason when the file is read.
      guard let bytes = try? Self.readIfPresent(path) else { continue }
      if let problem = syntaxProblem(String(decoding: bytes, as: UTF8.self)) {
        throw .invalidConfiguration(file: path, path: "", reason: "not valid JSON at \(problem)")
      }
    }
  }
}
