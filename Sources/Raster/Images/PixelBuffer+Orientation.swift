extension PixelBuffer {
  /// The image as it is meant to be seen, given its EXIF orientation (TIFF tag 0x0112): a
  /// phone's portrait photo is stored as its sensor read it, sideways, with orientation 6 ("turn
  /// 90° clockwise to view"). UIImage and browsers (`image-orientation: from-image`) show it
  /// upright, and so does this. Values 5–8 swap width and height; 1 and anything outside 1–8
  /// leave the image as stored.
  public func oriented(exifOrientation orientation: Int) -> PixelBuffer {
    guard (2...8).contains(orientation) else { return self }
    let swaps = orientation >= 5
    let outWidth = swaps ? height : width, outHeight = swaps ? width : height
    var out = [UInt8](repeating: 0, count: bytes.count)
    bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          for x in 0..<width {
            // Where stored pixel (x, y) goes in the upright image.
            let (tx, ty): (Int, Int) = switch orientation {
            case 2: (width - 1 - x, y)                 // mirrored left to right
            case 3: (width - 1 - x, height - 1 - y)    // upside down
            case 4: (x, height - 1 - y)                // mirrored top to bottom
            case 5: (y, x)                             // transposed
            case 6: (height - 1 - y, x)                // turned 90° clockwise
            case 7: (height - 1 - y, width - 1 - x)    // transversed
            default: (y, width - 1 - x)                // 8: turned 90° counter-clockwise
            }
            let from = (y * width + x) * 4, to = (ty * outWidth + tx) * 4
            target[to] = source[from]
            target[to + 1] = source[from + 1]
            target[to + 2] = source[from + 2]
            target[to + 3] = source[from + 3]
          }
        }
      }
    }
    return PixelBuffer(width: outWidth, height: outHeight, bytes: out)
  }
}
