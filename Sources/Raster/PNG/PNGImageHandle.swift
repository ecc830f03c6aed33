internal import CPNG

/// Owns one libpng simplified-API `png_image` control structure; `deinit` releases whatever
/// libpng allocated for it (`png_image_free` is safe to call more than once).
final class PNGImageHandle {
  let image: UnsafeMutablePointer<png_image>

  init() {
    image = .allocate(capacity: 1)
    image.initialize(to: png_image())
    image.pointee.version = UInt32(PNG_IMAGE_VERSION)
  }

  deinit {
    png_image_free(image)
    image.deinitialize(count: 1)
    image.deallocate()
  }

  /// libpng's last message (its fixed 64-byte buffer), or a fallback.
  var message: String {
    let text = withUnsafeBytes(of: image.pointee.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "libpng reported no reason" : text
  }
}
