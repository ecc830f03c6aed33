internal import CGD

#if canImport(Glibc)
  import Glibc
#endif

/// libgd, opened the first time an image needs it instead of linked into the executable.
///
/// Flipbook uses libgd only to decode JPEG images (and, in tests, to cross-check GIF frames),
/// but linking it makes every run load its whole dependency tree at start — about 70 shared
/// libraries (HEIF, AVIF, TIFF, WebP, X11…), most of the 20–25 ms a `flipbook` process took
/// before doing anything, serial time that no thread count shortens. Scenes without JPEG
/// images never load it. The header still describes the image struct; only the functions
/// below are looked up.
enum LibgdLibrary {
  /// The libgd entry points Flipbook calls.
  struct Functions: @unchecked Sendable {
    let createFromJpegPtrEx: @convention(c) (Int32, UnsafeMutableRawPointer?, Int32) -> gdImagePtr?
    let createFromGifPtr: @convention(c) (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?
    let destroy: @convention(c) (gdImagePtr?) -> Void
  }

  /// libgd's message callback, `void (*)(int, const char *, va_list)`; the list is never read,
  /// so it is typed as a plain pointer (Swift cannot spell `va_list` in a C function type).
  private typealias MessageHandler = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void

  /// Names tried in order: the runtime package's soname (libgd3), then the development link.
  static let fileNames = ["libgd.so.3", "libgd.so"]

  /// The functions, or why libgd could not be loaded (a Swift global initializer runs once).
  static let loaded: Result<Functions, LoadFailure> = load(fileNames: fileNames)

  /// Why libgd is unavailable, for the caller's typed error.
  struct LoadFailure: Error {
    let reason: String
  }

  /// The functions, with libgd's own messages silenced: libgd prints warnings about damaged
  /// input (e.g. "Premature end of JPEG file") straight to stderr, where they would mix with
  /// Flipbook's messages, and every failure that matters already comes back as a NULL image
  /// that becomes a typed `RasterError`.
  static func functions() throws(LoadFailure) -> Functions {
    try loaded.get()
  }

  /// Opens the first of `fileNames` that loads and looks the functions up.
  static func load(fileNames: [String]) -> Result<Functions, LoadFailure> {
    var handle: UnsafeMutableRawPointer?
    for name in fileNames where handle == nil { handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) }
    guard let handle else {
      let detail = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(LoadFailure(reason: "libgd could not be loaded (install libgd3): \(detail)"))
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard
      let jpeg = symbol("gdImageCreateFromJpegPtrEx", as: (@convention(c) (Int32, UnsafeMutableRawPointer?, Int32) -> gdImagePtr?).self),
      let gif = symbol("gdImageCreateFromGifPtr", as: (@convention(c) (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?).self),
      let destroy = symbol("gdImageDestroy", as: (@convention(c) (gdImagePtr?) -> Void).self),
      let setErrorMethod = symbol("gdSetErrorMethod", as: (@convention(c) (MessageHandler?) -> Void).self)
    else {
      return .failure(LoadFailure(reason: "libgd is missing an expected function"))
    }
    setErrorMethod { _, _, _ in }
    return .success(Functions(createFromJpegPtrEx: jpeg, createFromGifPtr: gif, destroy: destroy))
  }
}
