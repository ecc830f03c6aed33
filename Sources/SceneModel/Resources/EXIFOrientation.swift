/// Reads the orientation (TIFF tag 0x0112) from a JPEG's EXIF segment: APP1 data that starts
/// `Exif\0\0`, then a TIFF header (byte order `II` or `MM`, 42, the offset of IFD0) and IFD0's
/// 12-byte entries. Anything malformed reads as 1, "as stored": a photo with a damaged EXIF
/// block is still a photo.
public enum EXIFOrientation {
  /// The EXIF orientation of the JPEG file `bytes`, 1–8 (1 when it has none): how its decoded
  /// pixels are turned to be upright. The scene's image size is the upright one, so the
  /// renderer turns the pixels by this.
  public static func ofJPEG(_ bytes: [UInt8]) -> Int {
    (try? JPEGHeaderScanner.read(bytes))?.exifOrientation ?? 1
  }

  /// The orientation 1–8 in `segment` (the APP1 segment's data, after its length), or nil when
  /// the segment is not EXIF or has no valid orientation.
  static func read(app1 segment: ArraySlice<UInt8>) -> Int? {
    let bytes = Array(segment)
    guard bytes.count >= 14, bytes.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
    let tiff = 6
    let littleEndian: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): littleEndian = true   // "II"
    case (0x4D, 0x4D): littleEndian = false  // "MM"
    default: return nil
    }
    func unsigned(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset + size <= bytes.count else { return nil }
      var value = 0
      for index in 0..<size {
        let byte = Int(bytes[offset + (littleEndian ? size - 1 - index : index)])
        value = value << 8 | byte
      }
      return value
    }
    guard unsigned(tiff + 2, 2) == 42, let ifdOffset = unsigned(tiff + 4, 4), let count = unsigned(tiff + ifdOffset, 2) else { return nil }
    for entry in 0..<count {
      let position = tiff + ifdOffset + 2 + entry * 12
      guard let tag = unsigned(position, 2) else { return nil }
      guard tag == 0x0112 else { continue }
      // A SHORT (type 3), one value, held in the first two bytes of the value field.
      guard unsigned(position + 2, 2) == 3, let value = unsigned(position + 8, 2), (1...8).contains(value) else { return nil }
      return value
    }
    return nil
  }
}
