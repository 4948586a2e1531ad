import DaybookTestSupport
import Foundation

/// The TimelineJS files in Fixtures (see its README for where each comes from).
extension TimelineFixtures {
    static var timelineJSFolder: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // TimelineJS
            .appendingPathComponent("Fixtures")
    }

    static func timelineJS(_ named: String) throws -> Data {
        try Data(contentsOf: timelineJSFolder.appendingPathComponent(named + ".json"))
    }
}
