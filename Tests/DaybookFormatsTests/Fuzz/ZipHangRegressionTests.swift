import DaybookFormats
import Foundation
import Testing

/// A zip libFuzzer (`FuzzAppleHealthZip`) found hanging: only its deflate data is damaged, so the stream
/// never reaches its end and ZIPFoundation 0.9.20's `Data.decode` asks for more bytes at the end of the
/// file forever (its loop waits for Z_STREAM_END and an empty chunk changes nothing). `ZipEntryData` now
/// inflates the entry with a provider that stops at the entry's compressed size.
@Suite struct ZipHangRegressionTests {
    static let damagedExportZip = Data(base64Encoded: [
            "UEsDBAoAAAAAAGEed10AAAAAAAAAAAAAAAAUABwAYXBwbGVfaGVhbHRoX2V4cG9ydC9VVAkAAya4A2smuANrdXgLAAEEAAAAAAQA",
            "AAAAUEsDBBQAAAAIAGEed11Kt1fmEAQAABwTAAAeABwAYXBwbGVfaGVhbHRoX2V4cG9ydC9leHBvcnQueG1sVVQJAAMmuANrJrgD",
            "a3V4CwABBAAAAAAEAAAAANVYe2/aOhT/n0/hm0lTd7eWBEjLusJEIb1Fg66DtNXVNF15iQcWjo0cp22kfvg5DyAvIGww6SJQG/vE",
            "/j18nONcfHx2CHhE3MWMthTtRFUAohazMZ20lDvz6ripfGxXLv7qfe6a/94a4BpBIqY9KCD4KpuNgTE0bsxk85HxPGdcyP/RuyF6",
            "dzRCFuP2S5dxjggUcp6XB8ZnzBMvHUvgRyz8sec4kPtv/n4TTNUxzUF/nBqTMAsSBLq9jtkBr0bGl7v+yOi1EwCiWcDR0RAJaMt7",
            "DCq4/yLH4GIkodxDjuF3TORsi4gBdkVmymiUCgDCnyOw/GTmlf0exSLX3x/eDvph9yMkHlrf7TKPW+gGOqh4dFfASMA1s9pqL3vz",
            "/e3KN8kpp15LQfS/nqG0K+BiZVEEtaXU1FrjWNWONRXU1HM1+IL3qqaqSjW4YYjA9afuFHJoCcSlcNgypUR9G1GBf2DELzEjbILl",
            "RGP03FKuP6UarpAjEURDxU4FCgdxXzwohxB+ZjjCmP0P8SzmIiWhV0vpMirkpRJa0FKcSdUeKMDiKFxaAaUVGVUDavNc1VZkVnrm",
            "ohKUFwJvjImF01Q9kDSQKLHwwAz5oQoJHkPpiIkdtLo1EqQaKXIAbRxGXhPxQWuqJ5quN5tq8NEb2uuJ+FDdpJpWT3MtVi0bVaRa",
            "Niamrp/oO6yGZRan6T5AYU0XZC3mUVF1MF3r8fsSHr8vRHta23Xp3nLkuh5HY98VjGArDfyzwxlduXQ9OQBmrRanbmLjXSJPtG0A",
            "Xwh6b0DDpPlfKlpNyFewLLpyvAnjGRJDRF3BPUiuCHtKg4+26mLENaCq2xDXczEx4hWW+6AhBWGAJ1OxYedaBnd9i6BxAK38xrVX",
            "CfL08hI0SkpwDyeYQnJJEApKHDnto1+Y23tlkEeXZ6D/iol31J0jK4Bm78CiT+Uz3FmMs9CiNB1ZImylo2kl6dww0Zl6ZT7D72sK",
            "hGIOY4l63pFW+i5209Dx7ZRRtM6JWu28vtWJszLQUxD69HInDzbgjx9ra+BvfeZK+MXP3E3wO25wJfe1PXmwgUMeXyGHRtqm0hx6",
            "8vcnODRKLKPGeUPfkcMTnP0RCzLQCuGf7g4/tGBkDA+fyXqJVDgNOBw6k4eY2j88ecpxgzN0msBlUGBP1zLQatsTQcZoh9tGfwd8",
            "iSyOYuq7g4/fEICn6O/iRYEZk3nIN488SsOnmO3xsDJrKXV1dXUXVYaYlk6SU6BtPRWGMfVsUVtYT/WpzRiPgS+ViCrKJV9ZZonw",
            "cO1uKYl7MgpSCz1AMpOsl+T3RgS4nhMc07RFUT1z4qIvhvprLpkc2jjwA5Kx4IhOxFQ24axz6smZnvVuyktbd0aCcRiT3N8ku4vq",
            "6q1Ju/ITUEsBAh4DCgAAAAAAYS13XQAAAAAAAAAAAAAAABQAGAAAAAAAAAAQAO1BAAAAAGFwcGxlX2hlYWx0aF9leHBvcnQvVVQF",
            "AAMmuANrdXgLAAEEAAAAAAQAAAAAUEsBAh4DFAAAAAgAYR53XUq3V+YQBAAAHBMAAB4AGAAAAAAAAQAAAKSBTgAAAGFwcGxlX2hl",
            "YWx0aF9leHBvcnQvZXhwb3J0LnhtbFVUBQADJrgDa3V4CwABBAAAAAAEAAAAAFBLBQYAAAAAAgACAL4AAAC2BAAAAAA=",
        ].joined()) ?? Data()

    @Test func aZipWhoseDeflateStreamNeverEndsIsRefused() throws {
        let zip = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-hang-\(UUID().uuidString).zip")
        try Self.damagedExportZip.write(to: zip)
        defer { try? FileManager.default.removeItem(at: zip) }
        #expect(throws: ImportError.self) { try ImportArchive.unpackAppleHealthExport(zip) }
    }

    @Test func theInputIsKeptWhole() {
        #expect(Self.damagedExportZip.count == 1_418)
        #expect(ImportArchive.isZip(Self.damagedExportZip))
    }
}
