/// Finds a JPEG's size in its start-of-frame marker (SOF0–SOF15 except DHT, JPG and DAC),
/// skipping other segments by their lengths, and its EXIF orientation in an APP1 segment
/// before it: the size given is the upright image's (`EXIFOrientation`).
enum JPEGHeaderScanner {
  static func read(_ bytes: [UInt8]) throws(ImageHeaderError) -> ImageFileInfo {
    var position = 2
    var orientation = 1
    while position + 4 <= bytes.count {
      guard bytes[position] == 0xFF else { throw .corrupt("JPEG marker expected at byte \(position)") }
      let marker = bytes[position + 1]
      if marker == 0xFF { position += 1; continue }  // fill byte
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { position += 2; continue }
      let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
      guard length >= 2 else { throw .corrupt("JPEG segment of length \(length) at byte \(position)") }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard position + 9 <= bytes.count else { break }
        let height = Int(bytes[position + 5]) << 8 | Int(bytes[position + 6])
        let width = Int(bytes[position + 7]) << 8 | Int(bytes[position + 8])
        var info = ImageFileInfo(format: .jpeg, widthPixels: orientation >= 5 ? height : width, heightPixels: orientation >= 5 ? width : height)
        info.exifOrientation = orientation
        return info
      }
      if marker == 0xE1, position + 2 + length <= bytes.count,
         let read = EXIFOrientation.read(app1: bytes[(position + 4)..<(position + 2 + length)]) {
        orientation = read
      }
      if marker == 0xDA || marker == 0xD9 { break }  // image data before any frame header
      position += 2 + length
    }
    throw .corrupt("JPEG has no frame header (SOF marker)")
  }
}
