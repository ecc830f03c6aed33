import Testing
@testable import Raster

/// FreeType's codes for a damaged face are said in words (QA: "FreeType error 0x93").
@Suite struct FreeTypeErrorTextTests {
  @Test(arguments: [
    (0x08, "damaged or truncated font file (FreeType: invalid table)"),
    (0x09, "damaged or truncated font file (FreeType: invalid offset)"),
    (0x8E, "damaged or truncated font file (FreeType: a required table is missing)"),
    (0x90, "damaged or truncated font file (FreeType: the 'loca' table is missing)"),
    (0x93, "damaged or truncated font file (FreeType: the 'hmtx' table is missing)"),
    (0x92, "damaged or truncated font file (FreeType: the 'cmap' table is missing)"),
  ])
  func damagedFaceCodes(code: Int, expected: String) {
    #expect(FreeTypeErrorText.message(for: code, startsLikeAFont: true) == expected)
  }

  @Test func anUnlistedCodeStillShowsItsNumber() {
    #expect(FreeTypeErrorText.message(for: 0xBA).contains("0xba"))
  }
}
